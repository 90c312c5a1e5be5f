# Trails of Tucana's words in English. Every key starts with the game's id, "tucana-".

tucana-rules-in-short = Each turn shows two terrain cards: draw one trail between neighbouring spaces of those terrains with `/trail`, anywhere on your island, never twice on a segment. Connect sights (obelisk, book, toucan, yeti, sea monster) to any village: each round's end scores every sight connected so far. Joining a letter's two villages scores its pair; the first to do it wins a bonus card. Your 2nd sight of a type (3rd on Isla Grande) earns a bonus trail. Bonus points break ties. At free pace nobody waits: your next cards come privately once you finish a turn.
tucana-how-to-move = Draw your trail with `/trail`.
tucana-timed-out = drew no trail this turn
tucana-no-title = No title this time: the ladder starts at 50 points on Isla Petit and 110 on Isla Grande.

## The names of things (nested in the messages below)

tucana-terrain-desert = desert
tucana-terrain-forest = forest
tucana-terrain-mountain = mountain
tucana-terrain-water = water
tucana-card-desert = desert
tucana-card-forest = forest
tucana-card-mountain = mountain
tucana-card-water = water
tucana-card-any = any
tucana-sight-obelisk = obelisk
tucana-sight-book = book
tucana-sight-toucan = toucan
tucana-sight-yeti = yeti
tucana-sight-sea-monster = sea monster

## Refusals of a typed trail (spaces are labels like C3, as on the map)

# $typed: what the player wrote.
tucana-not-a-trail = "{ $typed }" is not a trail: write two spaces, like C3-D4
# $map: the island's name (Isla Petit, Isla Grande).
tucana-no-such-space = there is no space { $space } on { $map }
tucana-same-space = a trail joins two different spaces, not { $space } to itself
tucana-not-next-to = { $first } and { $second } are not next to each other

## Refusals of the rules

tucana-game-over = the game is over
# A move logged for a seat the game does not have ($seat counted from 0).
tucana-no-such-seat = there is no seat { $seat } in this game
tucana-resigned = you have left this game
tucana-already-finished = you have finished this turn
# $trail: the trail as written, C3-D4.
tucana-already-drawn = { $trail } is already drawn
tucana-no-such-trail = there is no such trail
tucana-no-bonus-owed = you have no bonus trail to skip
tucana-nothing-to-undo = you have nothing to undo this turn
tucana-seat-finished = you have played all your turns
tucana-no-shared-turn = each player plays at their own pace here: there is no shared turn to close
# A trail that does not fit the turn's two cards: its spaces, their terrains (a name
# above), and what the cards need ($need: one of the three messages after these).
tucana-wrong-space = { $space } is { $terrain }; this turn needs { $need }
tucana-wrong-spaces = { $first } is { $first_terrain } and { $second } is { $second_terrain }; this turn needs { $need }
tucana-both-spaces = { $first } and { $second } are both { $terrain }; this turn needs { $need }
# An any-terrain card and $card: neither space is of $card's terrain.
tucana-neither-space = neither { $first } ({ $first_terrain }) nor { $second } ({ $second_terrain }) is { $card }; this turn needs { $need }
# Two cards alike.
tucana-need-two = two { $card } spaces
tucana-need-both = { $first } and { $second }
# The any-terrain card, as one of the two needed.
tucana-need-any = any terrain
# A solo script's solo_keep, when the rule cannot keep the cards it names.
tucana-solo-keep-all-stay = solo_keep is given, but only { $left } blue { $left ->
        [one] card is
       *[other] cards are
    } left, so all stay
tucana-solo-keep-gone = solo_keep names { $letter }, but blue card { $letter } is no longer on the table
# A logged move the game cannot read (a stored game's log, never a player's typing).
tucana-bad-move = bad move "{ $logged }"
tucana-bad-move-no-seat = bad move "{ $logged }": no seat
tucana-bad-move-no-trail = bad move "{ $logged }": no trail
