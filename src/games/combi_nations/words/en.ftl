# Combi-Nations' words in English. Every key starts with the game's id, "combi-nations-".

combi-nations-rules-in-short = Each player fills a country of sand cells with land tiles. On your turn choose option 1, 2 or 3 ahead of your arrow in the market (once a game you may turn back: U1–U3), take that tile and place it on sand next to your land. Forests, grasslands, cities and lakes score by the size of their areas, your weakest type twice; facilities score 3 points each when their condition holds. Filling your country, or having no tile to place, ends the game after one more round.
combi-nations-how-to-move = On your turn, take a tile from the market and place it in your country with `/move`: the option and the cells, e.g. `2 E3 E4 E5` (or an anchor and a turn, `2 E3 r0`).
combi-nations-timed-out = did not move in time, so the game moved for them: Delta at set-up, or option 1 with its first legal placement
combi-nations-no-title = No title this time: the ladder starts at 60 points.
