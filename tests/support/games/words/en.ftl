# The test games' words in English (keys start with the game's id, "test-race-", "test-guess-").

test-race-how-to-move = On your turn, move 1, 2 or 3 steps with `/move`.
test-race-rules-in-short = Move 1, 2 or 3 steps a turn; the wind moves everyone; the first to the target wins.
test-guess-how-to-move = Choose a number from 1 to 5 with `/move`; it stays secret until everyone has chosen.
test-guess-rules-in-short = Everyone chooses a number in secret; they are shown together.
test-race-map-own = Your runner on the track.
test-race-map-of = { $player }'s runner.
test-guess-map-own = Your number.
test-guess-map-of = { $player }'s number.

# Their refusals.
test-race-not-a-move = not a move of Race: { $text }
test-race-over = The race is over.
test-race-left = You have left this race.
test-race-not-your-turn = It is not your turn: { $player } is to move.
test-race-type-steps = Type how many steps to move: 1, 2 or 3 (not “{ $text }”).
test-race-steps = A turn is 1, 2 or 3 steps, not { $n }.
test-guess-not-a-move = not a move of Guess: { $text }
test-guess-over = This game of Guess is over.
test-guess-left = You have left this game.
test-guess-already-chosen = You have already chosen this round; wait for the others.
test-guess-choose = Choose a number from 1 to 5, not { $n }.
test-guess-type-a-number = Type a number from 1 to 5 (not “{ $text }”).

## What the test games tell the table and a player of their move, and their standings
# The wind at the end of round $round blew everyone back $wind steps.
test-race-wind = Round { $round } ends: the wind blows everyone back { $wind } { $wind ->
        [one] step
       *[other] steps
    }.
# $seat counted from 1.
test-race-wins = Seat { $seat } reaches square { $target } and wins the race.
test-race-moved = You moved { $n } to square { $square }.
test-race-standing = square { $square } of { $target }
# $marker: what marks the secret choice in the reply.
test-guess-chose = You chose { $n } (secret until everyone has chosen; { $marker }).
test-guess-seat-chose = seat { $seat } chose { $n } (+{ $score })
test-guess-seat-chose-nothing = seat { $seat } chose nothing
test-guess-revealed = Round { $round } revealed: { $choices }.
test-guess-no-round-yet = no round yet
test-guess-rounds = rounds { $scores }
# Their options, statuses, headlines and notes.
test-option-number = { $key } is a number from { $from } to { $to }, not { $value }
test-race-options = to square { $target }, wind up to { $wind }
test-race-players = Race takes 1 to 4 players, not { $players }
test-race-status-left = left the race
test-race-status-to-move = to move, on square { $square }
test-race-status-waiting = waiting, on square { $square }
test-race-to-square = to square { $square }
test-race-headline = round { $round }: seat { $seat } to move; the target is square { $target }
test-guess-options = { $rounds } rounds
test-guess-players = Guess takes 1 to 5 players, not { $players }
test-guess-status-left = left the game
test-guess-status-done = done
test-guess-status-chosen = has chosen
test-guess-status-to-choose = to choose
test-guess-scores = scores { $n } unless someone else chooses it too
test-guess-at-move = at move { $n }
