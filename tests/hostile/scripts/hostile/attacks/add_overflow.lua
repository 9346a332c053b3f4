-- Past math.maxinteger the sum was signed overflow in C++.
return { run = function(ctx)
  ctx:set(0, "hits", math.maxinteger)
  ctx:add(0, "hits")
end }
