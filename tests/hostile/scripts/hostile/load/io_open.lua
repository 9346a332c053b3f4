local secrets = io.open("/etc/passwd"):read("a")
return {}
