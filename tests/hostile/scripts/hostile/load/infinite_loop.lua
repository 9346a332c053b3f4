while true do end
return {}
