leaked = true
return {}
