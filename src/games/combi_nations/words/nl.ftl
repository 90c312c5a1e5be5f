# Dutch (nl) words of Combi-Nations; translated from en.ftl.
# Terms of our own: land (country), zandvak (sand cell), tegel (tile), voorziening (facility), markt (market), stapel (stack), marker (marker), keren (U-turn), bos, grasland, stad, meer (land types); the countries Delta, Schild, Hartland, Schiereiland, Kaap; the facilities' names below; WP (winstpunten, VP).

combi-nations-rules-in-short = Elke speler vult een land van zandvakken met landtegels. Kies in je beurt optie 1, 2 of 3 vóór je pijl op de markt (één keer per spel mag je keren: U1–U3), neem die tegel en leg hem op zand naast je land. Bossen, graslanden, steden en meren scoren naar de grootte van hun gebieden, je zwakste soort telt dubbel; voorzieningen leveren elk 3 punten op als hun voorwaarde klopt. Is je land vol, of kun je geen tegel leggen, dan eindigt het spel na nog één ronde.
combi-nations-how-to-move = Neem in je beurt een tegel van de markt en leg hem in je land met `/{ slash-move }`: de optie en de vakken, bijv. `2 E3 E4 E5` (of een ankervak en een draaiing, `2 E3 r0`).
combi-nations-timed-out = deed niet op tijd een zet, dus het spel deed er een: Delta bij de opzet, of optie 1 met de eerste geldige plaatsing

combi-nations-map-own = Je land.
combi-nations-map-of = Het land van { $player }.
combi-nations-no-title = Deze keer geen titel: de ladder begint bij 60 punten.

## Refusals of a typed move

combi-nations-choose-a-country = kies een land: { $countries } (niet “{ $typed }”)
combi-nations-write-a-move = schrijf een optie en waar de tegel komt, bijv. `2 E3 E4 E5`
combi-nations-not-an-option = “{ $typed }” is geen optie: schrijf 1, 2, 3 (of U1, U2, U3 om te keren)
combi-nations-say-where = optie { $option }: zeg waar de tegel komt, bijv. `{ $option } E3 E4 E5` of `{ $option } E3 r0`
combi-nations-not-an-orientation = “{ $typed }” is geen draaiing: schrijf r0 tot r5
combi-nations-orientation-after-anchor = “{ $typed }” moet na één enkel ankervak komen, bijv. `{ $option } E3 r0`
combi-nations-too-many-labels = { $count } vakken: een tegel heeft hooguit 3 vakken
combi-nations-does-not-fit = { $tile } gedraaid r{ $turn } met vak 1 op { $cell } past niet binnen { $country }

## Refusals of the rules

combi-nations-no-country-yet = je hebt nog geen land
combi-nations-no-cell = { $country } heeft geen vak { $cell }
combi-nations-u-turn-made = je bent al een keer gekeerd
combi-nations-no-option-now = er is nu geen optie { $option }
combi-nations-wrong-cell-count = { $tile } heeft { $cells } { $cells ->
        [one] vak
       *[other] vakken
    }: noem { $cells } { $cells ->
        [one] vak
       *[other] vakken
    } (of een ankervak en r0–r5)
combi-nations-wrong-shape = { $cells } heeft niet de vorm van { $tile } ({ $shape ->
        [single] een enkel vak
        [pair] een paar
        [line] een rij
        [bend] een hoek
       *[triangle] een driehoek
    }) in die volgorde van vakken
combi-nations-not-sand = { $cell } is geen zand
combi-nations-touches-nothing = { $cells } raakt geen land of voorziening van je land
combi-nations-no-seat = er is geen plaats { $seat }
combi-nations-game-over = het spel is afgelopen
combi-nations-countries-chosen = de landen zijn gekozen: neem in je beurt een tegel met een optie en de vakken, bijv. `2 E3 E4 E5`
combi-nations-country-chosen-already = je hebt je land al gekozen
combi-nations-you-left = je hebt dit spel verlaten
combi-nations-not-begun = het spel is nog niet begonnen: elke speler kiest eerst een land
combi-nations-not-your-turn = je bent niet aan de beurt
combi-nations-left-already = je hebt dit spel al verlaten
combi-nations-not-a-move = geen zet van Combi-Nations: { $logged }

## What the game tells the table and a player of their move, and its standings
combi-nations-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
combi-nations-chose = — keuze: { $country }.
combi-nations-starting-player = is startspeler: de eerste ronde begint.
combi-nations-took = nam optie { $option }{ $auto ->
        [yes] {" "}(voor hem of haar gespeeld: speler verliet het spel)
       *[no] {""}
    }: { $tile } van positie { $position }, gelegd op { $cells }{ $gained }. De marker gaat naar stapel { $stack }; { $refill }.
combi-nations-gained = {" "}({ $gain } nu, { $total } in totaal)
combi-nations-nothing = {""}
combi-nations-refilled = positie { $position } aangevuld met { $tile }
combi-nations-stays-empty = positie { $position } blijft leeg (de stapels zijn op)
combi-nations-cannot-place-solo = kan geen enkele tegel van de markt leggen: het spel eindigt.
combi-nations-cannot-place-triggers = kan geen enkele tegel van de markt leggen en past. Dat luidt het einde in: deze ronde wordt uitgespeeld, dan volgt een extra ronde.
combi-nations-cannot-place = kan geen enkele tegel van de markt leggen en past.
combi-nations-filled-solo = bedekte het laatste zandvak: het spel eindigt.
combi-nations-filled-triggers = bedekte het laatste zandvak. Dat luidt het einde in: deze ronde wordt uitgespeeld, dan volgt een extra ronde.
combi-nations-extra-round = krijgen elk nog één extra beurt, in spelvolgorde (hun beurt in de ronde van het einde eindigde met een plaatsing); dan eindigt het spel.
combi-nations-opponent-moves = De tegenstander gaat { $steps } { $steps ->
        [one] tegel
       *[other] tegels
    } vooruit naar positie { $position } en haalt { $tile } uit het spel. De marker gaat naar stapel { $stack }; { $refill }.
combi-nations-placed = Gelegd op { $cells }: { $gain } nu, { $total } in totaal.
combi-nations-you-chose = Je koos { $country }; de landen worden getoond zodra iedereen gekozen heeft.
combi-nations-choosing-country = kiest een land
combi-nations-so-far = { $total } tot nu toe · { $breakdown }
combi-nations-breakdown-land = { $land ->
        [forest] bos
        [grass] grasland
        [city] stad
       *[lake] meer
    } { $points }{ $doubled ->
        [yes] {" "}(×2)
       *[no] {""}
    }
combi-nations-breakdown = { $lands } · voorzieningen { $facilities }{ $sand ->
        [0] {""}
       *[other] {" "}· zand −{ $sand }
    }
combi-nations-title = { $step ->
        [110] Combi-Nation van het jaar
        [100] Een land om jaloers op te zijn
        [90] Hoofdstad van de regio
        [80] De toeristen blijven komen
        [70] Een stadje dat een omweg waard is
       *[60] Je maakte van zand vruchtbare grond
    }
## The options: menus, refusals, and the options in a few words

combi-nations-menu-facilities = De voorzieningskaarten
combi-nations-menu-full = volledig
combi-nations-menu-simple = eenvoudig
combi-nations-menu-country = Ieders land
combi-nations-menu-choose = gekozen bij de opzet
combi-nations-for-everyone = { $country } voor iedereen
combi-nations-option-facilities = facilities is full of simple, niet { $value }
combi-nations-option-no-country = er is geen land { $value }: { $countries }, of choose
combi-nations-option-unknown = Combi-Nations heeft geen optie { $key } (facilities, country)
combi-nations-described-chosen = landen gekozen bij de opzet
combi-nations-described-simple = { $country } · eenvoudige voorzieningen
combi-nations-set-up-players = Combi-Nations is voor 1 tot 5 spelers, niet { $players }

## A seat's status, the headline, the notes of legal moves and hints

combi-nations-status-left = verliet het spel
combi-nations-status-chosen = heeft een land gekozen
combi-nations-status-to-choose = moet een land kiezen
combi-nations-status-to-move = aan zet
combi-nations-status-sand = nog { $n } { $n ->
        [one] zandvak
       *[other] zandvakken
    }
combi-nations-told-left = verliet het spel
combi-nations-country-n = land { $n }
combi-nations-placement-note = { $gain } · { $tile } van positie { $position } · { $total } in totaal
combi-nations-hint-gains = { $gain } nu · { $tile }
combi-nations-headline-choosing = opzet: elke speler kiest een land: { $countries }
combi-nations-stack-left = { $stack } { $n }
combi-nations-headline = marker op stapel { $stack } · tegels over: { $left }
combi-nations-headline-extra = de extra ronde · { $headline }
combi-nations-set-up-refused = { $why }
## The names of things (nested in messages)

combi-nations-land-forest = bos
combi-nations-land-grass = grasland
combi-nations-land-city = stad
combi-nations-land-lake = meer
combi-nations-country-delta = Delta
combi-nations-country-shield = Schild
combi-nations-country-heartland = Hartland
combi-nations-country-peninsula = Schiereiland
combi-nations-country-cape = Kaap
combi-nations-facility-wp = WILDPARK
combi-nations-facility-gc = GOLFBAAN
combi-nations-facility-fp = PRETPARK
combi-nations-facility-tb = RONDVAARTBOOT
combi-nations-facility-re = RESTAURANT
combi-nations-facility-to = REISBUREAU
combi-nations-facility-cs = CAMPING
combi-nations-facility-hc = TREKKERSHUTTEN
combi-nations-facility-fa = BOERDERIJ
combi-nations-facility-ma = WINKELCENTRUM
combi-nations-facility-ha = HAVEN
combi-nations-facility-ht = WANDELPADEN
combi-nations-facility-mk = MARKT
combi-nations-facility-me = METRO
combi-nations-facility-ds = DUIKSCHOOL
combi-nations-facility-wt = UITKIJKTOREN
combi-nations-facility-vp = UITZICHTPUNT
combi-nations-facility-ba = BANK
combi-nations-facility-zo = DIERENTUIN
combi-nations-facility-ho = HOTEL
combi-nations-facility-ap = LUCHTHAVEN
combi-nations-facility-cu = DOUANE
combi-nations-facility-rt = RACECIRCUIT
combi-nations-facility-bc = VOGELRESERVAAT

## The pictures' words (a country, the market, the standings)

combi-nations-picture-land = { $land ->
        [forest] Bos
        [grass] Grasland
        [city] Stad
       *[lake] Meer
    }
combi-nations-picture-vp = { $points } WP
combi-nations-picture-vp-unit = WP
combi-nations-picture-ordinal = { $kind ->
        [one] { $n }e
        [two] { $n }e
        [few] { $n }e
       *[other] { $n }e
    }
combi-nations-picture-place = { $place } plaats
combi-nations-picture-facilities = voorzieningen { $points }
combi-nations-picture-penalty = leeg zand −{ $penalty }
combi-nations-picture-no-penalty = leeg zand { $empty } (geen straf)
combi-nations-picture-owner = { $owner } — { $country }
combi-nations-picture-placed = { $n } { $n ->
        [one] tegel
       *[other] tegels
    } gelegd · nog { $sand } { $sand ->
        [one] zandvak
       *[other] zandvakken
    }
combi-nations-picture-placed-last = { $placed } · laatste: { $tile } op { $cells }
combi-nations-picture-fits = { $n ->
        [0] { $tile } past nergens in dit land
        [one] Waar { $tile } past: 1 plaatsing
       *[other] Waar { $tile } past: { $n } plaatsingen
    }
combi-nations-picture-legend-sand = zand
combi-nations-picture-legend-last = laatste tegel
combi-nations-picture-legend-fits = de tegel past hier
combi-nations-picture-opponent = Tegenstander
combi-nations-picture-empty = leeg
combi-nations-picture-market = Markt
combi-nations-picture-market-sub = { $m } posities, met de klok mee genummerd vanaf boven · binnenin: de stapels, hun resterende tegels en de marker
combi-nations-picture-choosing = De landen worden gekozen
combi-nations-picture-over = Het spel is afgelopen
combi-nations-picture-to-move = { $who } aan zet · { $extra ->
        [yes] extra ronde
       *[no] ronde { $round }
    }
combi-nations-picture-round = Ronde { $round }
combi-nations-picture-arrows = Pijlen (spelvolgorde)
combi-nations-picture-arrow = positie { $position } · { $turned ->
        [yes] tegen de klok in · gekeerd
       *[no] met de klok mee · nog niet gekeerd
    }
combi-nations-picture-to-move-tag = aan zet
combi-nations-picture-marker = MARKER
combi-nations-picture-final-standings = Eindstand
combi-nations-picture-standings = Stand
combi-nations-picture-standings-in = Stand in ronde { $round }
combi-nations-picture-standings-sub = { $n } { $n ->
        [one] speler
       *[other] spelers
    }{ $solo ->
        [yes] {" "}· solospel tegen de automatische tegenstander
       *[no] {""}
    } · { $phase ->
        [over] het spel is afgelopen
        [choosing] de landen worden gekozen
       *[playing] voorlopig: leeg zand telt nog negatief
    }
combi-nations-picture-head-player = Speler · land
combi-nations-picture-head-facilities = Voorzieningen
combi-nations-picture-head-sand = Zand
combi-nations-picture-head-total = Totaal
combi-nations-picture-head-country = Land
combi-nations-picture-choosing-country = kiest een land
combi-nations-picture-country-tiles = { $country } · { $tiles } { $tiles ->
        [one] tegel
       *[other] tegels
    }
combi-nations-picture-lowest = ×2 laagste
combi-nations-picture-largest = grootste { $size }
combi-nations-picture-no-area = geen
combi-nations-picture-facility-count = { $n } { $n ->
        [one] voorziening
       *[other] voorzieningen
    }
combi-nations-picture-standings-foot = De laagste landschapsscore telt dubbel (gearceerd). Gelijkspel: de hogere laagste landschapsscore, dan minder leeg zand.

## Moves typed in the reader's words
combi-nations-typed-delta = delta
combi-nations-typed-shield = schild
combi-nations-typed-heartland = hartland
combi-nations-typed-peninsula = schiereiland
combi-nations-typed-cape = kaap
## Pictures in every language (issue 44): a standing's empty sand cells.
combi-nations-picture-empty-cells = { $n } leeg

## Takebacks (issue 46): what /undo takes back, and what it says.
combi-nations-undone = Teruggenomen: je zet is ongedaan gemaakt; speel opnieuw.
combi-nations-undo-told = nam de zet terug
combi-nations-undo-refused = Er valt niets terug te nemen: een land kan terug tot iedereen gekozen heeft, een gelegde tegel alleen voordat de volgende speler zet en zolang de stapels leeg zijn (een tegel die in de markt getrokken is, heeft iedereen gezien).
combi-nations-undo-rule = **Terugnemen** (`/{ slash-undo }`): je land, tot iedereen gekozen heeft; een gelegde tegel, voordat de volgende speler zet, pas als alle stapels leeg zijn (een tegel die in de markt getrokken is, kan niet ongezien worden). Nooit na het einde van het spel.
combi-nations-typed-undo = terug, herstel
## The turn card (the turn post's picture)
combi-nations-card-market = Markt: { $m } plaatsen met de klok mee vanaf boven (pijlen als stippen)
combi-nations-card-stacks = Stapels: resterende tegels (de marker in goud)
