return "a card script returns a table"
