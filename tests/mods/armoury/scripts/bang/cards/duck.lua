-- Duck: a second kind of Missed!. The rules take it for one because its
-- definition says `counts_as: missed`; when to play it (only against a
-- shot, or as a BANG! by Calamity Janet) is the Missed! card's own rule.
return import("cards/missed")
