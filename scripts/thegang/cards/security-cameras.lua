-- Security Cameras: three pocket cards each; the best five of eight.
return {
  pocket_count = function(ctx) return 3 end,
}
