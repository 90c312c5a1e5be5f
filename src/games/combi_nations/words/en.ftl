# Combi-Nations' words in English. Every key starts with the game's id, "combi-nations-".

combi-nations-rules-in-short = Each player fills a country of sand cells with land tiles. On your turn choose option 1, 2 or 3 ahead of your arrow in the market (once a game you may turn back: U1–U3), take that tile and place it on sand next to your land. Forests, grasslands, cities and lakes score by the size of their areas, your weakest type twice; facilities score 3 points each when their condition holds. Filling your country, or having no tile to place, ends the game after one more round.
combi-nations-how-to-move = On your turn, take a tile from the market and place it in your country with `/{ slash-move }`: the option and the cells, e.g. `2 E3 E4 E5` (or an anchor and a turn, `2 E3 r0`).
combi-nations-timed-out = did not move in time, so the game moved for them: Delta at set-up, or option 1 with its first legal placement

# What /map answers (the core asks every game for these words).
combi-nations-map-own = Your country.
combi-nations-map-of = { $player }'s country.
combi-nations-no-title = No title this time: the ladder starts at 60 points.

## Refusals of a typed move

# In set-up, a word that names no country; $countries lists the five.
combi-nations-choose-a-country = choose a country: { $countries } (not “{ $typed }”)
combi-nations-write-a-move = write an option and where the tile goes, e.g. `2 E3 E4 E5`
# $typed: the player's first word.
combi-nations-not-an-option = “{ $typed }” is not an option: write 1, 2, 3 (or U1, U2, U3 to turn)
# An option alone: $option as typed in capitals (2, U1).
combi-nations-say-where = option { $option }: say where the tile goes, e.g. `{ $option } E3 E4 E5` or `{ $option } E3 r0`
combi-nations-not-an-orientation = “{ $typed }” is not an orientation: write r0 to r5
# An orientation (r0–r5) among several labels.
combi-nations-orientation-after-anchor = “{ $typed }” must follow a single anchor label, e.g. `{ $option } E3 r0`
# $count (4 or more) labels typed.
combi-nations-too-many-labels = { $count } labels: a tile has at most 3 cells
# Form B: the tile ($tile: its id and contents, "I-13 (F F C)") turned r$turn from $cell.
combi-nations-does-not-fit = { $tile } turned r{ $turn } with cell 1 on { $cell } does not fit inside { $country }

## Refusals of the rules

combi-nations-no-country-yet = you have no country yet
combi-nations-no-cell = { $country } has no cell { $cell }
combi-nations-u-turn-made = you have made your U-turn already
combi-nations-no-option-now = there is no option { $option } now
# The tile $tile has $cells cells, and the move named another number of them.
combi-nations-wrong-cell-count = { $tile } has { $cells } { $cells ->
        [one] cell
       *[other] cells
    }: name { $cells } { $cells ->
        [one] cell
       *[other] cells
    } (or an anchor and r0–r5)
# $cells: the labels as given; $shape: the tile's stack (single, pair, line, bend, triangle).
combi-nations-wrong-shape = { $cells } does not have the shape of { $tile } (a { $shape ->
        [single] single
        [pair] pair
        [line] line
        [bend] bend
       *[triangle] triangle
    }) in that cell order
combi-nations-not-sand = { $cell } is not sand
combi-nations-touches-nothing = { $cells } touches no land or facility of your country
# A move logged for a seat the game does not have ($seat counted from 0).
combi-nations-no-seat = there is no seat { $seat }
combi-nations-game-over = the game is over
combi-nations-countries-chosen = the countries are chosen: on your turn, take a tile with an option and its cells, e.g. `2 E3 E4 E5`
combi-nations-country-chosen-already = you have chosen your country already
combi-nations-you-left = you have left this game
combi-nations-not-begun = the game has not begun: every player chooses a country first
combi-nations-not-your-turn = it is not your turn
combi-nations-left-already = you have left this game already
# A logged move the game cannot read (a stored game's log, never a player's typing).
combi-nations-not-a-move = not a move of Combi-Nations: { $logged }

## What the game tells the table and a player of their move, and its standings
# A number with its sign ($sign: plus or minus).
combi-nations-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
# After the names of the players who chose $country.
combi-nations-chose = chose { $country }.
combi-nations-starting-player = is the starting player: the first round begins.
# After a player's name: $option taken (played for them if $auto is yes), $tile from the
# market's $position placed on $cells, what it $gained, the marker's $stack, the $refill.
combi-nations-took = took option { $option }{ $auto ->
        [yes] {" "}(played for them: they left the game)
       *[no] {""}
    }: { $tile } from position { $position }, placed on { $cells }{ $gained }. The marker moves to stack { $stack }; { $refill }.
# What a placement scored ($gain, signed) and the total after it.
combi-nations-gained = {" "}({ $gain } now, { $total } in all)
combi-nations-nothing = {""}
combi-nations-refilled = position { $position } refilled with { $tile }
combi-nations-stays-empty = position { $position } stays empty (the stacks are empty)
combi-nations-cannot-place-solo = cannot place any tile of the market: the game ends.
combi-nations-cannot-place-triggers = cannot place any tile of the market and passes. That triggers the end: this round is played out, then an extra round.
combi-nations-cannot-place = cannot place any tile of the market and passes.
combi-nations-filled-solo = covered their last sand cell: the game ends.
combi-nations-filled-triggers = covered their last sand cell. That triggers the end: this round is played out, then an extra round.
combi-nations-extra-round = take one extra turn each, in turn order (their turn in the triggering round ended with a placement); then the game ends.
# The solo opponent moved $steps tiles ahead to $position, taking $tile out of the game.
combi-nations-opponent-moves = The opponent moves { $steps } { $steps ->
        [one] tile
       *[other] tiles
    } ahead to position { $position } and takes { $tile } out of the game. The marker moves to stack { $stack }; { $refill }.
# A player's note on their placement: $gain (signed) and the $total after it.
combi-nations-placed = Placed on { $cells }: { $gain } now, { $total } in all.
combi-nations-you-chose = You chose { $country }; the countries are shown once everyone has chosen.
# A standing before the countries are revealed.
combi-nations-choosing-country = choosing a country
# A standing below 0 ($total): what empty sand costs so far.
combi-nations-so-far = { $total } so far · { $breakdown }
# One land's points in a breakdown; $doubled is yes for the land scored twice.
combi-nations-breakdown-land = { $land ->
        [forest] forest
        [grass] grass
        [city] city
       *[lake] lake
    } { $points }{ $doubled ->
        [yes] {" "}(×2)
       *[no] {""}
    }
# How a total is made: the $lands, the $facilities' points, the $sand penalty (if any).
combi-nations-breakdown = { $lands } · facilities { $facilities }{ $sand ->
        [0] {""}
       *[other] {" "}· sand −{ $sand }
    }
# The solo ladder's titles, by the total each starts at ($step).
combi-nations-title = { $step ->
        [110] Combi-Nation of the year
        [100] A nation to envy
        [90] Capital of the region
        [80] The tourists keep coming
        [70] A town worth a detour
       *[60] You turned sand into soil
    }
## The options: menus, refusals, and the options in a few words

combi-nations-menu-facilities = The facility cards
combi-nations-menu-full = full
combi-nations-menu-simple = simple
combi-nations-menu-country = Everyone's country
combi-nations-menu-choose = chosen at set-up
# $country: a country's name (Delta, Shield, ...).
combi-nations-for-everyone = { $country } for everyone
combi-nations-option-facilities = facilities is full or simple, not { $value }
# $countries: the five countries' names, listed.
combi-nations-option-no-country = there is no country { $value }: { $countries }, or choose
combi-nations-option-unknown = Combi-Nations has no option { $key } (facilities, country)
combi-nations-described-chosen = countries chosen at set-up
# $country: one of the two messages above.
combi-nations-described-simple = { $country } · simple facilities
# A game set up with too few or too many players.
combi-nations-set-up-players = Combi-Nations takes 1 to 5 players, not { $players }

## A seat's status, the headline, the notes of legal moves and hints

combi-nations-status-left = left the game
combi-nations-status-chosen = has chosen a country
combi-nations-status-to-choose = to choose a country
combi-nations-status-to-move = to move
combi-nations-status-sand = { $n } sand { $n ->
        [one] cell
       *[other] cells
    } left
# After the player's name, in the game's log.
combi-nations-told-left = left the game
# A country's note at set-up: its number.
combi-nations-country-n = country { $n }
# Points gained or lost.
# A placement's note: $gain (combi-nations-signed), $tile ("I-13 (G G L)"), the market
# position it comes from, and the total after it.
combi-nations-placement-note = { $gain } · { $tile } from position { $position } · { $total } in all
combi-nations-hint-gains = { $gain } now · { $tile }
# $countries: the five countries' names, listed.
combi-nations-headline-choosing = set-up: every player chooses a country: { $countries }
# One stack's tiles left: "I 12".
combi-nations-stack-left = { $stack } { $n }
combi-nations-headline = marker on stack { $stack } · tiles left: { $left }
combi-nations-headline-extra = the extra round · { $headline }
# A set-up refused for another reason ($why: its developer's words).
combi-nations-set-up-refused = { $why }
## The names of things (nested in messages)

combi-nations-land-forest = forest
combi-nations-land-grass = grass
combi-nations-land-city = city
combi-nations-land-lake = lake
combi-nations-country-delta = Delta
combi-nations-country-shield = Shield
combi-nations-country-heartland = Heartland
combi-nations-country-peninsula = Peninsula
combi-nations-country-cape = Cape
# The facilities, in capitals as the rules write them (by their two-letter codes).
combi-nations-facility-wp = WILDLIFE PARK
combi-nations-facility-gc = GOLF COURSE
combi-nations-facility-fp = FUN PARK
combi-nations-facility-tb = TOUR BOAT
combi-nations-facility-re = RESTAURANT
combi-nations-facility-to = TOUR OPERATOR
combi-nations-facility-cs = CAMP SITE
combi-nations-facility-hc = HIKERS' CABINS
combi-nations-facility-fa = FARM
combi-nations-facility-ma = MALL
combi-nations-facility-ha = HARBOR
combi-nations-facility-ht = HIKING TRAILS
combi-nations-facility-mk = MARKET
combi-nations-facility-me = METRO
combi-nations-facility-ds = DIVING SCHOOL
combi-nations-facility-wt = WATCHTOWER
combi-nations-facility-vp = VIEWPOINT
combi-nations-facility-ba = BANK
combi-nations-facility-zo = ZOO
combi-nations-facility-ho = HOTEL
combi-nations-facility-ap = AIRPORT
combi-nations-facility-cu = CUSTOMS
combi-nations-facility-rt = RACE TRACK
combi-nations-facility-bc = BIRD CONSERVATION

## The pictures' words (a country, the market, the standings)

# A land type as a heading ($land: forest, grass, city or lake).
combi-nations-picture-land = { $land ->
        [forest] Forest
        [grass] Grass
        [city] City
       *[lake] Lake
    }
# Victory points; $points may carry a minus sign.
combi-nations-picture-vp = { $points } VP
combi-nations-picture-vp-unit = VP
# A rank, 1st, 2nd, 3rd, 4th ($kind: one, two, few or other, as English's ordinals go).
combi-nations-picture-ordinal = { $kind ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }
# $place: a rank above.
combi-nations-picture-place = { $place } place
combi-nations-picture-facilities = facilities { $points }
combi-nations-picture-penalty = empty sand −{ $penalty }
combi-nations-picture-no-penalty = empty sand { $empty } (no penalty)
combi-nations-picture-owner = { $owner } — { $country }
combi-nations-picture-placed = { $n } { $n ->
        [one] tile
       *[other] tiles
    } placed · { $sand } sand { $sand ->
        [one] cell
       *[other] cells
    } left
# $placed: the message above; $tile: the last tile and its contents; $cells: its cells' labels.
combi-nations-picture-placed-last = { $placed } · last: { $tile } on { $cells }
combi-nations-picture-fits = { $n ->
        [0] { $tile } fits nowhere in this country
        [one] Where { $tile } fits: 1 placement
       *[other] Where { $tile } fits: { $n } placements
    }
combi-nations-picture-legend-sand = sand
combi-nations-picture-legend-last = last tile
combi-nations-picture-legend-fits = the tile fits here
# The solo game's automatic opponent.
combi-nations-picture-opponent = Opponent
combi-nations-picture-empty = empty
combi-nations-picture-market = Market
combi-nations-picture-market-sub = { $m } positions, numbered clockwise from the top · inside: the stacks, their tiles left and the marker
combi-nations-picture-choosing = Countries are being chosen
combi-nations-picture-over = The game is over
combi-nations-picture-to-move = { $who } to move · { $extra ->
        [yes] extra round
       *[no] round { $round }
    }
combi-nations-picture-round = Round { $round }
combi-nations-picture-arrows = Arrows (turn order)
combi-nations-picture-arrow = position { $position } · { $turned ->
        [yes] counterclockwise · U-turn made
       *[no] clockwise · U-turn not made yet
    }
combi-nations-picture-to-move-tag = to move
combi-nations-picture-marker = MARKER
combi-nations-picture-final-standings = Final standings
combi-nations-picture-standings = Standings
combi-nations-picture-standings-in = Standings in round { $round }
combi-nations-picture-standings-sub = { $n } { $n ->
        [one] player
       *[other] players
    }{ $solo ->
        [yes] {" "}· solo game against the automatic opponent
       *[no] {""}
    } · { $phase ->
        [over] the game is over
        [choosing] countries are being chosen
       *[playing] provisional: empty sand still counts against
    }
# The standings' column heads.
combi-nations-picture-head-player = Player · country
combi-nations-picture-head-facilities = Facilities
combi-nations-picture-head-sand = Sand
combi-nations-picture-head-total = Total
combi-nations-picture-head-country = Country
combi-nations-picture-choosing-country = choosing a country
combi-nations-picture-country-tiles = { $country } · { $tiles } { $tiles ->
        [one] tile
       *[other] tiles
    }
combi-nations-picture-lowest = ×2 lowest
combi-nations-picture-largest = largest { $size }
combi-nations-picture-no-area = none
combi-nations-picture-facility-count = { $n } { $n ->
        [one] facility
       *[other] facilities
    }
combi-nations-picture-standings-foot = The lowest land score counts twice (shaded). Ties: the higher lowest land score, then less empty sand.

## Moves typed in the reader's words: per word of the notation, the words a player may type for it, comma-separated (Rules::typed_words)
combi-nations-typed-delta = delta
combi-nations-typed-shield = shield
combi-nations-typed-heartland = heartland
combi-nations-typed-peninsula = peninsula
combi-nations-typed-cape = cape
## Pictures in every language (issue 44): a standing's empty sand cells.
combi-nations-picture-empty-cells = { $n } empty

## Takebacks (issue 46): what /undo takes back, and what it says.
combi-nations-undone = Taken back: your move is undone; play again.
combi-nations-undo-told = took back their move
combi-nations-undo-refused = There is nothing to take back: a country can be taken back until everyone has chosen, a placement only before the next player moves and while the stacks are empty (a tile drawn into the market has been seen).
combi-nations-undo-rule = **Taking back** (`/{ slash-undo }`): your country, until everyone has chosen; a placement, before the next player moves, only once every stack is empty (a tile drawn into the market cannot be unseen). Never after the game's end.
combi-nations-typed-undo = undo
## The turn card (the turn post's picture)
combi-nations-card-market = Market: { $m } positions clockwise from the top (arrows as dots)
combi-nations-card-stacks = Stacks: tiles left (the marker in gold)
