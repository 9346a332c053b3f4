-- Catching the memory error must not let the script go on.
return { run = function(ctx)
  while true do
    pcall(function()
      local t = {}
      while true do t[#t + 1] = {} end
    end)
  end
end }
