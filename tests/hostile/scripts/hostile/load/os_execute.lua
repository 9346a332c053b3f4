os.execute("touch /tmp/arbiter-pwned")
return {}
