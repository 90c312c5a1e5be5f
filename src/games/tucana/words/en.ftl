# Trails of Tucana's words in English. Every key starts with the game's id, "tucana-".

tucana-rules-in-short = Each turn shows two terrain cards: draw one trail between neighbouring spaces of those terrains with `/trail`, anywhere on your island, never twice on a segment. Connect sights (obelisk, book, toucan, yeti, sea monster) to any village: each round's end scores every sight connected so far. Joining a letter's two villages scores its pair; the first to do it wins a bonus card. Your 2nd sight of a type (3rd on Isla Grande) earns a bonus trail. Bonus points break ties. At free pace nobody waits: your next cards come privately once you finish a turn.
tucana-how-to-move = Draw your trail with `/trail`.
tucana-timed-out = drew no trail this turn

# What /map answers (the core asks every game for these words).
tucana-map-own = Your sheet (legal trails highlighted).
tucana-map-of = { $player }'s sheet{ $earlier ->
    [yes] {" "}as it stood when you finished your last turn
   *[no] {""}
}.
tucana-undone = Undone: your last trail of this turn is erased.
tucana-passed = You passed: you are done for this turn.
tucana-no-title = No title this time: the ladder starts at 50 points on Isla Petit and 110 on Isla Grande.
