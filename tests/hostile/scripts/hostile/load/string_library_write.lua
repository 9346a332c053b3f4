string.upper = function() return "changed" end
return {}
