# The test games' words in English (keys start with the game's id, "test-race-", "test-guess-").

test-race-how-to-move = On your turn, move 1, 2 or 3 steps with `/move`.
test-race-rules-in-short = Move 1, 2 or 3 steps a turn; the wind moves everyone; the first to the target wins.
test-guess-how-to-move = Choose a number from 1 to 5 with `/move`; it stays secret until everyone has chosen.
test-guess-rules-in-short = Everyone chooses a number in secret; they are shown together.
test-race-map-own = Your runner on the track.
test-race-map-of = { $player }'s runner.
test-guess-map-own = Your number.
test-guess-map-of = { $player }'s number.
