# Islas Canarias' words in English. Every key starts with the game's id, "islas-canarias-".

islas-canarias-rules-in-short = Build houses on your island with settler cards, or draw; put a card on the ship each turn: its settlers go where they fit best, its pirates take houses. 19 points ends it.
islas-canarias-how-to-move = Choose your island with `/move island TF`; on your turn `/move build 24 D2` or `/move draw`, then `/move ship 57` (or all at once: `build 24 D2; ship 57`), with `palace A2 B4 on A2` or `town …` at any point of your turn; on a ship's arrival `at E5`, `lose A3` or `divert Ben` when asked.
islas-canarias-timed-out = did not move in time, so the game moved for them (draw and ship the lowest card, the first island or area in order, or the house on the first area)

# What /map answers (the core asks every game for these words).
islas-canarias-map-own = Your island and your hand.
islas-canarias-map-of = { $player }'s island.

## What happens on the table (after the acting player's name)

# A pirate shield's holder sends the pirates' attack to another player ($to).
islas-canarias-diverts-attack = diverts the attack to { $to } (pirate shield)
# A player takes a colour's privilege ($privilege: its name below).
islas-canarias-privilege-taken = takes the { $colour } privilege ({ $privilege })
islas-canarias-privilege-back = the { $colour } privilege ({ $privilege }) goes back to the table

## The privileges' names

islas-canarias-privilege-ties = ties
islas-canarias-privilege-draw5 = draw5
islas-canarias-privilege-mixed-palace = mixed palace
islas-canarias-privilege-build-anywhere = build anywhere
islas-canarias-privilege-extra-card = extra card
islas-canarias-privilege-pirate-shield = pirate shield
