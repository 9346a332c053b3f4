-- A binary chunk would skip the compiler's checks; text chunks are refused too.
return { run = function(ctx) load("\27Lua\84\0")() end }
