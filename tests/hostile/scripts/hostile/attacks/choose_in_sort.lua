return { run = function(ctx)
  table.sort({ 3, 1, 2 }, function(a, b)
    ctx:choose(1, { "x" })
    return a < b
  end)
end }
