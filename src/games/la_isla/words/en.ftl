# La Isla's words in English. Every key starts with the game's id, "la-isla-".

la-isla-rules-in-short = Each round you draw three cards and secretly give one to each of actions A, B and D: A lays it in your card holder, where its special function works for the rest of the game; B gives a resource of its colour; D moves an animal's marker up. In between, each player places or moves an explorer, paying resources of the space's colour: surround a region with your own explorers to take its animal. When the markers add up to the threshold, the game ends: sets of the five animals, each animal times its marker and leftover resources score.
la-isla-how-to-move = Each round, secretly give three of your cards to actions A, B and D with `/move assign 1 2 3`; then, on your turn, `/move place O9`, `/move move I3 O1` or `/move pass yellow`.
la-isla-timed-out = did not move in time, so the game moved for them: hand cards 1, 2, 3 for A, B, D, or a pass taking the resource they have fewest of

# What /map answers (the core asks every game for these words).
la-isla-map-own = Your island and your cards.
la-isla-map-of = The island, as { $player } sees it.
