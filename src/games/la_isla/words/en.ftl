# La Isla's words in English. Every key starts with the game's id, "la-isla-".

la-isla-rules-in-short = Each round you draw three cards and secretly give one to each of actions A, B and D: A lays it in your card holder, where its special function works for the rest of the game; B gives a resource of its colour; D moves an animal's marker up. In between, each player places or moves an explorer, paying resources of the space's colour: surround a region with your own explorers to take its animal. When the markers add up to the threshold, the game ends: sets of the five animals, each animal times its marker and leftover resources score.
la-isla-how-to-move = Each round, secretly give three of your cards to actions A, B and D with `/{ slash-move } assign 1 2 3`; then, on your turn, `/{ slash-move } place O9`, `/{ slash-move } move I3 O1` or `/{ slash-move } pass yellow`.
la-isla-timed-out = did not move in time, so the game moved for them: hand cards 1, 2, 3 for A, B, D, or a pass taking the resource they have fewest of

# What /map answers (the core asks every game for these words).
la-isla-map-own = Your island and your cards.
la-isla-map-of = The island, as { $player } sees it.

## The cards' names (la-isla.md §5.2): what a player reads of a card's special function,
## where the rules reference writes its family's code (SYM_VP, B_EXTRA). $colour, $symbol,
## $animal and $ring are the parameter's name, a message (la-isla-colour-yellow, below).

la-isla-card-wild = wild { $colour }
la-isla-card-cheap = cheap { $symbol }
la-isla-card-sym-mark = { $symbol } marker move
la-isla-card-sym-res = { $symbol } resource
la-isla-card-sym-vp = { $symbol } points
la-isla-card-b-extra = extra { $colour }
la-isla-card-b-mark = { $colour } B marker move
la-isla-card-b-vp = { $colour } B points
la-isla-card-d-vp = { $animal } D points
la-isla-card-d-res = { $animal } D resource
la-isla-card-land-res = { $colour } land resource
la-isla-card-land-vp = { $colour } land points
la-isla-card-land-mark = { $colour } land marker move
la-isla-card-d-any = { $animal } D switch
la-isla-card-tile-res = { $animal } tile resource
la-isla-card-tile-vp = { $animal } tile points
la-isla-card-tile-mark = { $animal } tile marker move
la-isla-card-ring-vp = { $ring } ring points
la-isla-card-explorer = explorer
la-isla-card-extra-slot = extra slot
la-isla-card-draw4 = draw four
la-isla-card-occ-swap = occupied swap
la-isla-card-occ-vp = occupied points
la-isla-card-occ-cheap = occupied cheap

## A player's board

# A B marker move chosen with the assignment ($animal: its marker's animal).
la-isla-b-moves-marker = B moves the { $animal } marker

## Refusals of a typed move (la-isla.md §8)

la-isla-usage = a move is `assign A B D`, `place <space>`, `move <from> <to>` or `pass <colour>` (see /help)
la-isla-say-where = say where: `place O9` (a space from I1 to O20)
la-isla-say-which-explorer = say which explorer and where: `move I3 O1`
la-isla-say-which-resource = say which resource you take: `pass yellow`
# $typed: the word as the player typed it.
la-isla-not-a-space = { $typed } is not a space: I1–I10, M1–M10, O1–O20
la-isla-not-a-colour = { $typed } is not a colour: yellow, green, gray, beige, brown (or ye gn gy be br)
la-isla-not-an-animal = { $typed } is not an animal: dodo, fossa, toad, pika, moth
la-isla-not-a-card = { $typed } is not a card: a hand position 1–4 or a number like #17
la-isla-not-a-slot = { $typed } is not a slot: 1, 2, 3 …
la-isla-name-three-cards = name three cards, for A, B and D: `assign 1 2 3`
la-isla-a-fourth-card = name three cards, for A, B and D: a fourth card in your hand is discarded by itself
# $option: an option's word (cover, mark, pay, get, swap, dmove, dget).
la-isla-needs-a-value = `{ $option }` needs a value
la-isla-takes-one-value = `{ $option }` takes one value
la-isla-given-twice = `{ $option }` is given twice
la-isla-not-an-assignment-option = an assignment takes `cover` and `mark`, not `{ $typed }`
# $options: the options this move takes, listed.
la-isla-not-an-option-here = `{ $option }` is not an option here (options: { $options })
la-isla-swap-form = a swap is `swap give:take`, e.g. `swap br:gn`
# A logged move the game cannot read (a stored game's log, never a player's typing).
la-isla-not-a-move = not a move of La Isla: { $logged }

## Refusals of the rules

# A move logged for a seat the game does not have.
la-isla-no-seat = there is no { $seat } in this game
la-isla-game-over = the game is over
la-isla-you-left = you have left this game
la-isla-cards-revealed = the cards of this round are already revealed
la-isla-c-after-everyone = action C begins once everyone has assigned their cards; until then you may change yours with another `assign`
la-isla-assign-first = first assign your cards: `assign A B D`
la-isla-not-your-turn = it is not your turn: action C goes one player at a time, in turn order from the start player
# A hand position beyond the $cards cards of the hand.
la-isla-no-hand-card = your hand has { $cards } { $cards ->
        [one] card
       *[other] cards
    }, so there is no card { $card }
la-isla-not-in-hand = #{ $card } is not in your hand
la-isla-three-different = A, B and D need three different cards
# Every one of the $slots slots is full; $slot: the one the game would cover.
la-isla-say-cover = your { $slots } slots are full: say which one A covers, e.g. `cover { $slot }`
la-isla-no-slot = you have slots 1–{ $slots }, so there is no slot { $slot }
# `mark $typed` with no B marker move card ($card: its name) of the B card's $colour showing.
la-isla-no-b-marker-move = `mark { $typed }`: you will have no { $card } card showing for your { $colour } B card, so action B gives no marker move
la-isla-pay-how-many = { $space } costs { $cost } here, so pay { $cost } { $cost ->
        [one] resource
       *[other] resources
    }
la-isla-you-have = you have { $count } { $colour }
# $other: a colour paid that is not the space's, with no wild card ($card: its name) of it
# showing, or more than one of it.
la-isla-pay-the-colour = { $space } is { $colour }: pay { $colour }, or at most one { $other } with a { $card } card showing
la-isla-supply-empty = your supply is empty: move an explorer instead (`move <from> <to>`)
la-isla-place-first = you still have { $explorers } { $explorers ->
        [one] explorer
       *[other] explorers
    } in your supply: `place` one
la-isla-no-explorer-on = you have no explorer on { $space }
la-isla-explorer-on-already = you already have an explorer on { $space }
la-isla-cannot-pay = { $space } costs { $cost } { $colour }, and you cannot pay it
# $card: the name of the card `dmove` needs; $animal: the D card's animal.
la-isla-dmove-needs = `dmove` needs a { $card } card showing: your D card is { $animal }
# $card: the name of the card `dget` needs; $animal: the animal action D moves.
la-isla-dget-needs = `dget` needs a { $card } card showing (action D moves the { $animal })
la-isla-gets-granted = this placement grants { $gains } { $gains ->
        [one] resource
       *[other] resources
    } of your choice, not { $given }
la-isla-marks-granted = this placement grants { $marks } marker { $marks ->
        [one] move
       *[other] moves
    }
# $card: the name of the card a swap needs.
la-isla-swap-needs = `swap` needs an { $card } card showing and another player's explorer on the target
# $give, $take: the colours' codes as typed; $colour: the name of the one to give.
la-isla-nothing-to-swap = `swap { $give }:{ $take }`: you will have no { $colour } left to give
la-isla-reshuffle-missing = the draw pile runs out in round { $round }: the script must give reshuffle { $reshuffle }
la-isla-reshuffle-wrong = reshuffle { $reshuffle } must hold exactly the discard pile's { $cards } cards

## What the game tells the table (its posts, its log), after a player's name where it names one
# Nothing: an empty part of a line.
la-isla-nothing = {""}
# Two parts of a seat's line at the reveal.
la-isla-dotted = { $a } · { $b }
la-isla-plus-one = +1 { $colour }
# What a C turn gained ($parts, a list), after the move.
la-isla-gains = {" "}— { $parts }
# After a player's name: their C turn of round $round, as $typed, then its gains.
la-isla-played = : R{ $round } { $typed }{ $gains }
la-isla-left = left the game: the game plays their defaults from now on.
la-isla-region-taken = { $region } { $animal } +{ $value }
la-isla-cards-points = cards +{ $effects }
la-isla-swaps = swaps { $give } for { $take }
la-isla-left-passes = (left the game) passes and takes a { $colour }.
# $card: the name of the card that gave the points or the resource.
la-isla-two-points = +2 VP ({ $card })
# Action B of a B marker card whose player chose no animal: $card, the card's name.
la-isla-declines = declines the { $card }
la-isla-gain-by = +1 { $colour } ({ $card })
# Action D moved another animal than its card's ($shown), by a D switch card ($card).
la-isla-d-switched = {" "}(with the { $card }, not the { $shown })
la-isla-action-d = : D{ $via } { $parts }.
la-isla-markers-end = The markers' values add up to { $sum }, at least { $threshold }: the game ends.
la-isla-markers = Markers { $sum } of { $threshold }.
la-isla-markers-next-round = Markers { $sum } of { $threshold }. **Round { $round }** begins: new cards are dealt.
# After a player's name: their final score's parts and total.
la-isla-final = : { $play } + sets { $sets } + animals { $animals } + resources { $resources } = **{ $total }**
la-isla-deal-incomplete = The draw pile and the discard pile together cannot complete the deal: the game ends now.
la-isla-reshuffled = The draw pile is empty: the discard pile's { $n } cards are shuffled into a new one.
la-isla-revealed = **Round { $round }: the cards are revealed.**
la-isla-discards = discards #{ $card }
# Action A: card $card ($function) laid in $slot; $explorer: took (one from the general
# supply), none-left, or no (not an explorer card).
la-isla-action-a = A #{ $card } { $function } in slot { $slot }{ $explorer ->
        [took] , +1 explorer from the general supply
        [none-left] {" "}(none of their explorers is left in the general supply)
       *[no] {""}
    }
la-isla-action-b = B #{ $card } +1 { $colour }
# What action B did, a list.
la-isla-parts = { $parts }
la-isla-action-d-card = D #{ $card } { $animal }
# After a player's name: what their cards did at the reveal.
la-isla-reveal-line = : { $words }.
la-isla-marker-at-top = { $animal } stays at the top, +{ $count } VP
la-isla-marker-up = { $animal } { $from } → { $to }, +{ $count } VP

## What a move's player reads of it, and the standings' breakdown
# A number with its sign ($sign: plus or minus).
la-isla-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
# A card in a few words: its number, its function's name, its resource and its animal.
la-isla-card-text = #{ $number } { $function } | { $resource } | { $animal }
la-isla-card-number = #{ $number }
# The cards assigned to A, B and D; $revealed: yes once everyone has assigned.
la-isla-assigned = A { $a } · B { $b } · D { $d }. { $revealed ->
        [yes] Everyone has assigned: the cards are revealed.
       *[no] Nobody sees your cards until everyone has assigned; until then you may change them with another `assign`.
    }
# $after: the player's points after their move; $gained: what it gained (signed).
la-isla-done-game-over = Done. The game is over: { $after } VP in all, final scoring included.
la-isla-done-round-over = Done: { $after } VP now ({ $gained }, with action D: round { $round } is over).
la-isla-done = Done: { $after } VP now ({ $gained }).
la-isla-breakdown-final = { $play } in play + sets { $sets } + animals { $animals } + resources { $resources }
la-isla-animal-count = { $animal } { $count }
la-isla-no-animals = none
# $now: the total if the game ended now.
la-isla-breakdown = { $resources } resources · animals { $animals } · { $now } if the game ended now
## The options, a seat's status, the headline, and the notes of legal moves and hints

la-isla-menu-deck = The cards
la-isla-deck-basic = basic deck (120 cards)
la-isla-deck-full = full deck (180 cards)
la-isla-option-deck = deck is basic or full, not { $value }
la-isla-option-unknown = La Isla has no option { $key } (deck)
la-isla-set-up-players = La Isla takes 2 to 4 players, not { $players }
# A set-up refused for another reason ($why: its developer's words).
la-isla-set-up-refused = { $why }
# A seat not at the table: nothing to say.
la-isla-status-none = {""}
la-isla-status-left = left the game
la-isla-status-assigned = has assigned (may still change)
la-isla-status-to-assign = to assign cards
la-isla-status-action-c = to take action C
la-isla-status-vp = { $vp } VP
la-isla-headline-assign = everyone secretly assigns three cards to A, B and D (`/{ slash-move } assign 1 2 3`) · markers { $sum } of { $threshold }
la-isla-headline-turns = action C: place or move an explorer, or pass · markers { $sum } of { $threshold }
# $function: the A card's function (a message), $resource and $animal: the B and D cards'.
la-isla-note-assign = A { $function } · B { $resource } · D { $animal }
# $pay: the resources paid, by their codes.
la-isla-note-place = +{ $vp } VP · { $colour } { $symbol } · pay { $pay }
# $claims: the claims below, listed.
la-isla-note-place-takes = { $note } · takes { $claims }
la-isla-claim = { $label } { $animal }
la-isla-note-pass = take a { $colour } resource instead
la-isla-gains-assign = A { $function } · B +1 { $resource } · D { $animal }
la-isla-gains-nothing = {""}
la-isla-gains-vp = +{ $vp } VP
la-isla-gains-takes = { $gains } · takes { $takes }
la-isla-gains-marks = { $gains } · { $n } marker move(s)
la-isla-gains-pass = +1 { $colour }
## The pictures' labels (the island, a player's board, the standings)

# The step, under a picture's title ($round counted from 1).
la-isla-pic-step-assign = Round { $round } · assigning cards
la-isla-pic-step-turns = Round { $round } · action C
la-isla-pic-step-over = Game over after round { $round }
# The island's panel ($player: a name).
la-isla-pic-to-act-c = { $player } to act: action C
la-isla-pic-assigning-ready = Assigning cards: { $ready } of { $players } ready
la-isla-pic-over = The game is over
la-isla-pic-start-player-is = start player: { $player }
la-isla-pic-piles = draw pile { $draw } · discard pile { $discard }
la-isla-pic-players = Players
la-isla-pic-explorers-head = explorers
la-isla-pic-left = left the game
la-isla-pic-choosing-cards = choosing cards
la-isla-pic-cards-assigned = cards assigned
la-isla-pic-to-act = to act
la-isla-pic-in-supply = { $n } in supply
la-isla-pic-on-island = { $on } on island, { $general } general
la-isla-pic-animal-tracks = Animal tracks
la-isla-pic-area-value = area value
la-isla-pic-marker-sum = markers' values { $sum } of { $limit }: the game ends at { $limit }
la-isla-pic-empty = empty
# The standings.
la-isla-pic-final-standings = Final standings
la-isla-pic-standings = Standings
la-isla-pic-standings-sub = La Isla · { $players } players · { $step }
la-isla-pic-scoring-to-come = final scoring still to come
la-isla-pic-player = Player
la-isla-pic-scored-in-play = scored in play
la-isla-pic-final-scoring = final scoring
la-isla-pic-animal-counts = animals (counts)
la-isla-pic-resources-left = resources
# A column of the standings ($k: which).
la-isla-pic-col = { $k ->
        [regions] regions
        [cards] cards
        [markers] markers
        [sets] sets
        [animals] animals
       *[resources] res./2
    }
la-isla-pic-large = large
la-isla-pic-markers-foot = Markers: each animal counts its value per animal held at the end · sum { $sum } of { $limit }
la-isla-pic-position = position { $pos }, value { $value }
# A player's board ($colour: the seat's colour; $seat counted from 1).
la-isla-pic-board-sub = { $colour } · seat { $seat } · { $step }
la-isla-pic-start-player = start player
la-isla-pic-assigned-own = Cards assigned: shown below, hidden from the others until the reveal
la-isla-pic-assigned = Cards assigned (hidden until everyone has assigned)
la-isla-pic-assign-own = Assign three of your { $cards } cards to A, B and D: /{ slash-move } assign 1 2 3
la-isla-pic-choosing = Choosing which cards to assign
la-isla-pic-your-action-c = Your turn for action C: place or move an explorer, or pass
la-isla-pic-action-c-seat = Action C: seat { $seat } is to act
la-isla-pic-action-c = Action C
la-isla-pic-resources = Resources
la-isla-pic-in-all = { $n } in all
la-isla-pic-explorers = Explorers
la-isla-pic-none = none
la-isla-pic-explorers-line = { $supply } in your supply · { $general } left in the general supply · on the island: { $on }
la-isla-pic-tiles = Animal tiles: small tiles taken, the large tile (counts 2)
la-isla-pic-counts = counts { $n }
la-isla-pic-large-tile = large { $animal }
la-isla-pic-cardholder = Cardholder: the visible card of each slot
la-isla-pic-slot = slot { $slot }
la-isla-pic-covered = { $covered } covered under it
la-isla-pic-hand = Your hand (only you see this picture)
la-isla-pic-no-hand = no cards in hand until the next deal
la-isla-pic-this-round = This round's cards for A, B and D
la-isla-pic-round-over = the game is over
la-isla-pic-round-assigned = assigned, hidden until everyone has assigned
la-isla-pic-round-not-assigned = not assigned yet
la-isla-pic-round-none-yet = none yet: /{ slash-move } assign A B D, with hand positions 1–4
la-isla-pic-covers-slot = A covers slot { $slot }
# A seat's colour, its pawns' and its explorers' ($seat counted from 0).
la-isla-pic-seat-colour = { $seat ->
        [0] red
        [1] blue
        [2] white
       *[3] black
    }

## What each card's special function does (la-isla.md §5.2), under its name on a card;
## the arguments as for the cards' names.

la-isla-effect-wild = a { $colour } resource may stand in when paying
la-isla-effect-cheap = placing on a { $symbol } costs 1
la-isla-effect-sym-mark = a marker move after placing on a { $symbol }
la-isla-effect-sym-res = +1 resource of choice after placing on a { $symbol }
la-isla-effect-sym-vp = +3 VP after placing on a { $symbol }
la-isla-effect-b-extra = +1 more { $colour } resource when the B card is { $colour }
la-isla-effect-b-mark = a marker move when the B card is { $colour }
la-isla-effect-b-vp = +2 VP when the B card is { $colour }
la-isla-effect-d-vp = +2 VP when action D moves the { $animal } marker
la-isla-effect-d-res = +1 resource of choice when action D moves the { $animal } marker
la-isla-effect-land-res = +1 resource of choice after placing on a { $colour } space
la-isla-effect-land-vp = +3 VP after placing on a { $colour } space
la-isla-effect-land-mark = a marker move after placing on a { $colour } space
la-isla-effect-d-any = a D card showing the { $animal } may move any marker
la-isla-effect-tile-res = +1 resource of choice per { $animal } tile taken
la-isla-effect-tile-vp = +3 VP per { $animal } tile taken
la-isla-effect-tile-mark = a marker move per { $animal } tile taken
la-isla-effect-ring-vp = +2 VP after placing on the { $ring } ring
la-isla-effect-explorer = take 1 explorer of your colour from the general supply
la-isla-effect-extra-slot = a new cardholder slot
la-isla-effect-draw4 = draw 4 cards instead of 3
la-isla-effect-occ-swap = swap 1 resource after placing on an occupied space
la-isla-effect-occ-vp = +2 VP after placing on an occupied space
la-isla-effect-occ-cheap = an occupied space costs 1

## The offline tools (`tucana sim`, `tucana ai`)

# A random game asked for a number of players La Isla does not take.
la-isla-takes-players = La Isla takes 2 to 4 players, not { $players }

## Moves typed in the reader's words: per word of the notation, the words a player may type for it, comma-separated (Rules::typed_words)
la-isla-typed-assign = assign
la-isla-typed-place = place
la-isla-typed-move = move
la-isla-typed-pass = pass
la-isla-typed-resign = resign
la-isla-typed-cover = cover
la-isla-typed-mark = mark
la-isla-typed-none = none
la-isla-typed-pay = pay
la-isla-typed-get = get
la-isla-typed-swap = swap
la-isla-typed-yellow = yellow
la-isla-typed-green = green
la-isla-typed-gray = gray
la-isla-typed-beige = beige
la-isla-typed-brown = brown
la-isla-typed-dodo = dodo
la-isla-typed-fossa = fossa
la-isla-typed-toad = toad
la-isla-typed-pika = pika
la-isla-typed-moth = moth

## The components' names, passed as messages (a colour, an animal…): their names for players
la-isla-colour-yellow = yellow
la-isla-colour-green = green
la-isla-colour-gray = gray
la-isla-colour-beige = beige
la-isla-colour-brown = brown
# The landscape of each colour (the island's key).
la-isla-landscape-desert = desert
la-isla-landscape-grassland = grassland
la-isla-landscape-mountain = mountain
la-isla-landscape-steppe = steppe
la-isla-landscape-swamp = swamp
la-isla-animal-dodo = dodo
la-isla-animal-fossa = fossa
la-isla-animal-toad = toad
la-isla-animal-pika = pika
la-isla-animal-moth = moth
la-isla-symbol-tent = tent
la-isla-symbol-hat = hat
la-isla-symbol-rope = rope
la-isla-symbol-bottle = bottle
la-isla-symbol-backpack = backpack
la-isla-ring-inner = inner
la-isla-ring-middle = middle
la-isla-ring-outer = outer

## Takebacks (issue 46): what /undo takes back, and what it says.
la-isla-undone = Taken back: your move is undone; play again.
la-isla-undo-told = took back their move
la-isla-undo-refused = There is nothing to take back: an assignment can be taken back until the cards are revealed, an action C only before the next player acts and if it did not end the round.
la-isla-undo-rule = **Taking back** (`/{ slash-undo }`): your secret assignment, until the cards are revealed (then assign again); your action C, before the next player acts, unless it ended the round (the next cards are dealt) or the game.
la-isla-typed-undo = undo
## The turn card (the turn post's picture)
la-isla-card-player = { $player } · { $vp } VP · { $supply } in supply
la-isla-card-markers = Animal markers: each animal's value
