# Islas Canarias' words in English. Every key starts with the game's id, "islas-canarias-".

islas-canarias-rules-in-short = Build houses on your island with settler cards, or draw; put a card on the ship each turn: its settlers go where they fit best, its pirates take houses. 19 points ends it.
islas-canarias-how-to-move = Choose your island with `/{ slash-move } island TF`; on your turn `/{ slash-move } build 24 D2` or `/{ slash-move } draw`, then `/{ slash-move } ship 57` (or all at once: `build 24 D2; ship 57`), with `palace A2 B4 on A2` or `town …` at any point of your turn; on a ship's arrival `at E5`, `lose A3` or `divert Ben` when asked.
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
islas-canarias-privilege-draw5 = draw five
islas-canarias-privilege-mixed-palace = mixed palace
islas-canarias-privilege-build-anywhere = build anywhere
islas-canarias-privilege-extra-card = extra card
islas-canarias-privilege-pirate-shield = pirate shield

## What each privilege does, in a few words (the pictures' chips and boxes)

islas-canarias-power-ties = wins settlers' ties
islas-canarias-power-draw5 = draws 5, not 3
islas-canarias-power-mixed-palace = palace of 2 colours
islas-canarias-power-build-anywhere = builds anywhere (own turn)
islas-canarias-power-extra-card = 1 more card a turn
islas-canarias-power-pirate-shield = diverts pirates

## Privileges in what players read

# After action 1, the holder of the beige privilege takes a card more ($privilege: its name).
islas-canarias-extra-card-taken = took one more card ({ $privilege })
# What a move gives, in autocomplete's note and a hint: a privilege taken.
islas-canarias-takes-privilege = takes { $privilege }
# A seat's standing: the privileges it holds ($privileges: their names).
islas-canarias-privileges-held = { $count ->
        [one] privilege
       *[other] privileges
    } { $privileges }
# The standings' picture: the privileges a seat holds, in its column "privileges".
islas-canarias-privilege-list = { $privileges }
# The pictures: a colour's row of a seat's island, whose privilege it holds.
islas-canarias-holds = holds { $privilege }
# A settler that came to the holder of the orange privilege by it ($player: that seat).
islas-canarias-tie-won = tie won by { $player } ({ $privilege })
# The pictures: the pirate shield's holder sent the attack to another player.
islas-canarias-diverted = { $holder } diverts it to { $to } ({ $privilege })
# The pictures: the pieces counted by colour below, in this order.
islas-canarias-pieces-key = houses · palaces · towns

## The ship's arrival waits for a decision (the headline; $card: the card in a few words)

islas-canarias-arrival-area = round { $round }, the ship's arrival: { $card } comes to your island; choose its area ({ $legal }) with `/{ slash-move } at <area>`
islas-canarias-arrival-colour = round { $round }, the ship's arrival: { $card } comes to your island and its colour is out of stock; choose a colour (and its area: { $legal }) with `/{ slash-move } at <area> as <colour>`
islas-canarias-arrival-lose = round { $round }, the ship's arrival: { $card } attacks; choose the house you lose with `/{ slash-move } lose <area>`
islas-canarias-arrival-divert = round { $round }, the ship's arrival: { $card } attacks you, and your { $privilege } diverts it; choose who loses a house instead with `/{ slash-move } divert <name>`

## Refusals of a typed move (the chat notation's words stay as typed: `build`, `at <area>`)

islas-canarias-empty-move = an empty move
islas-canarias-empty-step = an empty step
# A word that must go alone in its message (`island`, `at`, `lose`, …), as typed in lowercase.
islas-canarias-goes-alone = `{ $word }` goes alone in its message
# $typed: the player's word.
islas-canarias-not-an-island = "{ $typed }" is not an island: TF GC LZ FV LP LG
islas-canarias-write-island = write `island <id>` (TF GC LZ FV LP LG)
islas-canarias-write-at = write `at <area>` or `at <area> as <colour>`
islas-canarias-write-as = write `as <colour>`
islas-canarias-write-lose = write `lose <area>`
islas-canarias-write-divert = write `divert <player>`
islas-canarias-not-a-player = "{ $typed }" is not a player (a name or a seat number)
islas-canarias-no-such-card = no card { $number }: cards are 1–60
islas-canarias-not-a-card = "{ $typed }" is not a card (a number 1–60, a settler's name or pirata-<colour>)
islas-canarias-not-an-area = "{ $typed }" is not an area (A1–F6)
islas-canarias-not-a-colour = "{ $typed }" is not a colour (orange brown green blue beige red)
# `as <colour>` after a step that takes no colour ($step: its first word, lowercase).
islas-canarias-as-does-not-go = `as` does not go with { $step }
islas-canarias-write-build = write `build <card> <area>`
islas-canarias-write-ship = write `ship <card>`
# $kind: palace (2 houses) or town (3 houses).
islas-canarias-write-conversion = { $kind ->
        [palace] write `palace <area> <area> on <area>`
       *[town] write `town <area> <area> <area> on <area>`
    }
islas-canarias-not-a-step = "{ $typed }" is not a step: draw, build, ship, palace, town
# Which step of a message of several is at fault: its number (from 1), its words as written
# and the reason ($why, a message of its own).
islas-canarias-step-refused = step { $step } ({ $typed }): { $why }
# The log's form of a move that cannot be read (a stored game's log, never a player's typing).
islas-canarias-not-a-logged-move = not a logged move: "{ $logged }"
islas-canarias-timeout-is-no-move = `timeout` is not a move: draw, build, ship, palace or town

## Refusals of the rules

# A move logged for a seat the game does not have ($seat counted from 0).
islas-canarias-no-seat = there is no seat { $seat }
islas-canarias-game-over = the game is over
islas-canarias-left-already = this player has left the game already
islas-canarias-left = this player has left the game
# Whose step it is, when another player's move comes ($player: a seat).
islas-canarias-chooses-an-island-now = { $player } chooses an island now
islas-canarias-whose-turn = it is { $player }'s turn
islas-canarias-ship-waits-for = the ship waits for { $player }'s decision
islas-canarias-nobody-to-act = nobody is to act
# A player's move out of turn, naming whose step it is.
islas-canarias-not-your-turn = it is not your turn: it is { $player }'s turn { $step ->
        [island] to choose an island
        [arrival] to decide on the ship's arrival
       *[turn] to play
    }
islas-canarias-islands-chosen = the islands are chosen already
# $island: the island's code (TF).
islas-canarias-island-taken = { $island } is taken
islas-canarias-not-a-turn = it is not a turn now
islas-canarias-shipped-then-conversions = your turn has had its ship card: only palaces and towns may follow in the same message
islas-canarias-action-1-taken = you have taken action 1 already
islas-canarias-not-in-hand = card { $card } is not in your hand
islas-canarias-pirate-never-builds = a pirate never builds
islas-canarias-forced-draw = you must draw: at the start of your turn you had 0 or 1 card or only pirates
islas-canarias-must-draw = you must draw: your island is full or the supply has no house
# $area on the island is not among the settler's legal areas ($legal: their labels, "B2 C1").
islas-canarias-not-legal = { $area } is not legal for { $card } { $settler }: legal are { $legal }
# $kind: house, palace or town; $colour: the colour's name.
islas-canarias-in-stock = { $colour } { $kind ->
        [house] houses
        [palace] palaces
       *[town] towns
    } are in stock: `as` is only for a colour out of stock
islas-canarias-supply-has-none = the supply has no { $kind ->
        [house] house
        [palace] palace
       *[town] town
    } left
# $colours: the colours in stock.
islas-canarias-say-which-colour = no { $colour } { $kind ->
        [house] house
        [palace] palace
       *[town] town
    } left: say which colour with `as <colour>` ({ $colours })
islas-canarias-none-either = no { $colour } { $kind ->
        [house] house
        [palace] palace
       *[town] town
    } left either
islas-canarias-action-1-first = action 1 first: `draw` or `build`, then `ship`
islas-canarias-shipped-already = you have put a card on the ship already
islas-canarias-named-twice = { $area } is named twice
islas-canarias-no-house-there = { $area } holds none of your houses
islas-canarias-town-of-one-colour = the houses of a town must be of one colour
# $privilege: the green privilege's name.
islas-canarias-palace-of-one-colour = the houses of a palace must be of one colour (two colours only with { $privilege })
# $houses: the areas named.
islas-canarias-on-a-house-named = `on` must be one of the houses named ({ $houses })
islas-canarias-not-an-empty-area = { $area } is not an empty area
islas-canarias-no-settler-waits = no settler waits for an area now
islas-canarias-name-the-area = name the area: `at <area>` ({ $legal } are legal)
islas-canarias-no-pirate-waits = no pirate waits for a house now
islas-canarias-no-attack-waits = no attack waits to be diverted now
islas-canarias-divert-to-another = divert the attack to another player, not yourself
# A move whose outcome of chance the game was not given (only a script gives them).
islas-canarias-chance-not-given = this move needs an outcome of chance the game was not given

# After a victim's name, when a pirate arrives.
islas-canarias-pirate-victim = is the pirate's victim

## What the game tells the table (its posts, its log) and a player of their move, and the
## standings' breakdown; a seat's line follows the player's name
# Two parts of a line, as a hand or a breakdown lists them.
islas-canarias-dotted = { $a } · { $b }
# Two private lines of a player's reply, one after the other.
islas-canarias-spaced = { $a } { $b }
# A move's note, then the player's hand (a new line between).
islas-canarias-note-then =
    { $said }
    { $then }
islas-canarias-left-game = left the game: the defaults play for them
# $code and $island: the island chosen.
islas-canarias-chose-island = chose { $code } ({ $island })
islas-canarias-drew = drew { $n } { $n ->
        [one] card
       *[other] cards
    }
# $cards: the cards described (a list), or that there was none.
islas-canarias-cards = { $cards }
islas-canarias-no-card-drawn = no card (the deck and the discard pile are empty)
islas-canarias-you-drew = You drew { $cards }.
islas-canarias-extra-card = Extra card: { $cards }.
islas-canarias-deck-ran-out = the deck ran out: the discard pile is shuffled into a new deck
# A settler $card ($settler) built at $area, the $colour's $points after it, the $total.
islas-canarias-built = built { $card } { $settler } at { $area } — { $colour } { $points }, total { $total }
islas-canarias-shipped = put a card on the ship
islas-canarias-you-shipped = You shipped { $card }.
# A $colour palace or town ($kind) on $area from the $houses (their areas).
islas-canarias-made = made a { $colour } { $kind ->
        [palace] palace
        [town] town
       *[house] house
    } on { $area } from { $houses } — total { $total }
# The ship of round $round arrives with $n cards to reveal.
islas-canarias-ship-arrives = R{ $round } the ship arrives: { $n } { $n ->
        [one] card
       *[other] cards
    } to reveal, one held back
islas-canarias-no-house-to-lose = has no house to lose
# $why: each priority's counts, as the rules weigh them.
islas-canarias-builds-nowhere = R{ $round } ship: { $card } builds nowhere ({ $why })
islas-canarias-gets-from-ship = gets { $card } from the ship ({ $why })
# Why a settler goes where it goes: each priority looked at, with each player's count.
islas-canarias-why-count = { $priority }: { $counts }
islas-canarias-why-then = { $a }; { $b }
islas-canarias-no-house-left = no house is left in the supply: it builds nothing
islas-canarias-builds-house = builds a { $colour } house at { $area } — { $colour } { $points }, total { $total }
# A pirate card; $victims: how many (their names follow, a line each).
islas-canarias-pirate-arrives = R{ $round } ship: { $card } — { $victims ->
        [0] nobody has points in its colour: no victim
        [one] victim:
       *[other] victims:
    }
islas-canarias-loses-house = loses the { $colour } house at { $area } — total { $total }
islas-canarias-end-triggered = the end is triggered: round { $round } is the last
islas-canarias-game-over-held-back = the game is over; the card held back was { $card }
islas-canarias-colour-points = { $colour } { $points }
islas-canarias-nothing-built = nothing built yet
## A seat's status, its hand, the headline, and the notes of legal moves and hints

islas-canarias-no-options = Islas Canarias has no options
islas-canarias-set-up-players = Islas Canarias takes 2 to 5 players, not { $players }
# A set-up refused for another reason ($why: its developer's words).
islas-canarias-set-up-refused = { $why }
# A seat not at the table: nothing to say.
islas-canarias-status-none = {""}
islas-canarias-status-left = left the game
islas-canarias-status-island = to choose an island
islas-canarias-status-build-or-draw = to build or draw
islas-canarias-status-ship = to put a card on the ship
islas-canarias-status-arrival = to place an arriving settler
islas-canarias-status-lose = to choose the house a pirate takes
islas-canarias-status-divert = to divert a pirate
# $points: the message below.
islas-canarias-status-score = { $points } · { $cards } { $cards ->
        [one] card
       *[other] cards
    }
islas-canarias-points = { $n ->
        [one] 1 point
       *[other] { $n } points
    }
islas-canarias-hand-empty = Your hand is empty.
# $cards: each card in a few words ("12 curtidor (red: …)"), joined by a dot.
islas-canarias-hand = Your hand: { $cards }
islas-canarias-card = { $card }
# A card as players read it: its number, then its words (a settler's name, the card's own
# in Spanish, its colour and its priorities; a pirate's colour).
islas-canarias-card-numbered = { $number } { $card }
islas-canarias-card-settler = { $name } ({ $colour }: { $priorities })
islas-canarias-card-pirate = pirata { $colour }
islas-canarias-card-unknown = #{ $number }
islas-canarias-nothing = {""}
islas-canarias-plus = +{ $n }
islas-canarias-minus = −{ $n }
islas-canarias-minus-ascii = -{ $n }
islas-canarias-headline-islands = everyone chooses an island in turn (`/{ slash-move } island TF`)
islas-canarias-headline = round { $round } · the ship holds { $ship } { $ship ->
        [one] card
       *[other] cards
    } · deck { $deck } · { $houses } houses in the supply
islas-canarias-headline-last = { $headline } · round { $last } is the last
islas-canarias-note-island = { $island }
islas-canarias-note-draw = take { $n } cards, then ship one
# $settler: the settler's name; $house: one of the two messages below.
islas-canarias-note-build = { $settler } · { $house } · +1
islas-canarias-house = { $colour }
islas-canarias-house-next-to = { $colour }, next to { $features }
islas-canarias-note-a-house = { $settler } · a { $colour } house
islas-canarias-note-ship = face down: { $card }
islas-canarias-note-lose = the pirate takes your { $colour } house · −1
# Seats count from 0 here, as in the engine.
islas-canarias-note-divert-seat = seat { $seat } ({ $points }) loses a house instead
islas-canarias-note-divert = { $name } ({ $points }) loses a house instead
# $kind: palace or town; $gain: +N or −N.
islas-canarias-note-conversion = a { $colour } { $kind ->
        [palace] palace
       *[town] town
    } · { $gain }
## The pictures' labels (the table, a seat's island, the ship's arrival, the standings;
## $player: a name)

# The step, in every picture's title ($what: one of the messages below it).
islas-canarias-pic-round = round { $round } · { $what }
islas-canarias-pic-last-round = round { $round } is the last
islas-canarias-pic-choosing-islands = choosing islands · { $player } to choose
islas-canarias-pic-final = final, after round { $round }
islas-canarias-pic-to-build-or-draw = { $player } to build or draw
islas-canarias-pic-to-ship = { $player } to put a card on the ship
# $step: what the arriving card waits for.
islas-canarias-pic-ship-waits = the ship waits for { $player } to { $step ->
        [area] place a settler
        [lose] lose a house
       *[divert] divert a pirate
    }
# $what: point or card.
islas-canarias-pic-count = { $what ->
        [point] { $n ->
            [one] { $n } point
           *[other] { $n } points
        }
       *[card] { $n ->
            [one] { $n } card
           *[other] { $n } cards
        }
    }
# The ship's arrival ($ship: arriving while it waits for a decision, else last).
islas-canarias-pic-arrival-title = { $ship ->
        [arriving] The arriving ship, round { $round }: { $n ->
            [one] { $n } card revealed in this order so far
           *[other] { $n } cards revealed in this order so far
        }, one held back
       *[last] The last ship, round { $round }: { $n ->
            [one] { $n } card revealed in this order
           *[other] { $n } cards revealed in this order
        }, one held back
    }
islas-canarias-pic-nothing-revealed = nothing revealed yet
islas-canarias-pic-builds-nowhere-none = builds nowhere: no island offers any of its priorities
islas-canarias-pic-builds-nowhere-tie = builds nowhere: islands tie to its last priority
islas-canarias-pic-to-island = → { $player }'s island
islas-canarias-pic-to-island-at = → { $player }'s island, a house at { $area }
# Its colour was out of stock: a house of $colour instead.
islas-canarias-pic-to-island-as = → { $player }'s island, a house at { $area } (out of stock: { $colour })
islas-canarias-pic-to-island-no-house = → { $player }'s island, but no house is left in the supply
islas-canarias-pic-to-island-choose = → { $player }'s island: { $player } chooses the area ({ $legal })
islas-canarias-pic-no-victim = no victim: nobody has { $colour } points
islas-canarias-pic-attacks = attacks the { $colour } leader: { $who }
islas-canarias-pic-loses = { $player } loses the { $colour } house at { $area }
islas-canarias-pic-no-house-to-lose = { $player } has no house to lose
islas-canarias-pic-chooses-victim = { $player } chooses who it hits instead
islas-canarias-pic-chooses-house = { $player } chooses the house to lose
# A pirate card, on three lines.
islas-canarias-pic-pirate-card =
    takes a house
    from the leader
    in its colour
# A seat's island.
islas-canarias-pic-seat-title = { $player } · Islas Canarias · { $step }
islas-canarias-pic-no-island-chosen = no island chosen yet
islas-canarias-pic-in-hand = { $n ->
        [one] { $n } card in hand
       *[other] { $n } cards in hand
    }
islas-canarias-pic-no-privilege = no privilege
islas-canarias-pic-river = river
islas-canarias-pic-road = road
islas-canarias-pic-built-by-ship = built by the last ship
islas-canarias-pic-taken-by-pirate = taken by a pirate
islas-canarias-pic-may-build = where the arriving settler may build
islas-canarias-pic-your-hand = Your hand: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } (only you see this)
# The standings ($over: yes once the game is over).
islas-canarias-pic-standings-title = Islas Canarias · { $over ->
        [yes] Final standings
       *[no] Standings
    } · { $step }
islas-canarias-pic-rank = rank
islas-canarias-pic-player = player
islas-canarias-pic-privileges = privileges
islas-canarias-pic-total = total · privileges
islas-canarias-pic-left = { $player } (left)
islas-canarias-pic-ties = Equal totals: more privileges ranks higher; still equal, the place is shared.
islas-canarias-pic-unowned = unowned
# $card: the card in a few words.
islas-canarias-pic-held-back = The card the last ship held back: { $card }
# The table.
islas-canarias-pic-table-title = Islas Canarias · { $step }
islas-canarias-pic-start = start
islas-canarias-pic-gone = left
islas-canarias-pic-no-island-yet = no island yet
# The piles ($top: the discard pile's top card, the message below, after a space; or
# nothing when the pile is empty).
islas-canarias-pic-piles = deck { $deck } · discard pile { $discard }{ $top } · ship { $ship ->
        [one] { $ship } card
       *[other] { $ship } cards
    }
islas-canarias-pic-supply = Supply
islas-canarias-pic-top = (top: { $card })

## The offline tools (`tucana sim`, `tucana ai`)

islas-canarias-tools-no-options = Islas Canarias has no options
islas-canarias-tools-players = Islas Canarias takes 2 to 5 players, not { $players }
# A random game's move the engine refused ($mv: the move as logged; $why: the reason).
islas-canarias-random-move-refused = random move { $mv } refused: { $why }

## What a game's script would tell that the rules keep secret after the end

islas-canarias-kept-secret = who put which card on each ship

## Moves typed in the reader's words: per word of the notation, the words a player may type for it, comma-separated (Rules::typed_words)
islas-canarias-typed-draw = draw
islas-canarias-typed-build = build
islas-canarias-typed-ship = ship
islas-canarias-typed-palace = palace
islas-canarias-typed-town = town
islas-canarias-typed-on = on
islas-canarias-typed-island = island
islas-canarias-typed-at = at
islas-canarias-typed-as = as
islas-canarias-typed-lose = lose
islas-canarias-typed-divert = divert
islas-canarias-typed-resign = resign
islas-canarias-typed-orange = orange
islas-canarias-typed-brown = brown
islas-canarias-typed-green = green
islas-canarias-typed-blue = blue
islas-canarias-typed-beige = beige
islas-canarias-typed-red = red

## The components' names, passed as messages (a colour, an animal…): their names for players
islas-canarias-colour-orange = orange
islas-canarias-colour-brown = brown
islas-canarias-colour-green = green
islas-canarias-colour-blue = blue
islas-canarias-colour-beige = beige
islas-canarias-colour-red = red
islas-canarias-feature-coast = coast
islas-canarias-feature-village = village
islas-canarias-feature-river = river
islas-canarias-feature-mountain = mountain
islas-canarias-feature-farmland = farmland
islas-canarias-feature-road = road

## A building's kind, beside its piece in the seat's picture

islas-canarias-pic-kind = { $kind ->
    [house] house
    [palace] palace
   *[town] town
  }

## Takebacks (issue 46): what /undo takes back, and what it says.
islas-canarias-undone = Taken back: your message is undone; play again.
islas-canarias-undo-told = took back their last message
islas-canarias-undo-refused = There is nothing to take back: a message can be taken back only before the next player acts, and only if it drew no card and did not bring the ship in.
islas-canarias-undo-rule = **Taking back** (`/{ slash-undo }`): your island or your turn's last message, before the next player acts, unless it drew a card, brought the ship in (its cards are revealed) or ended the game; never a decision during the ship's arrival.
islas-canarias-typed-undo = undo
## The turn card (the turn post's picture)
islas-canarias-card-players = Players: points and cards in hand
islas-canarias-card-privileges = Privileges and who holds them
