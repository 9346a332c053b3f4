-- One block of several MiB (a string): legal, but as large as a stack near
-- Lua's limit, so a fast game has it counted.
return { run = function(ctx)
  local s = string.rep("x", 5 * 1024 * 1024)
  if #s ~= 5 * 1024 * 1024 then error("short") end
end }
