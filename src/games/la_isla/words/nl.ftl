# Dutch (nl) words of La Isla; translated from en.ftl.
# Terms of our own: ontdekker (explorer), grondstof (resource), kaarthouder (cardholder), vak (slot), marker (an animal's marker), markerstap (marker move), dierenspoor (animal track), gebied (region), algemene voorraad (general supply), trekstapel / aflegstapel (draw / discard pile), startspeler, set; the cards' names below (joker, goedkoop, extra, wissel, …); WP (winstpunten, VP).

la-isla-rules-in-short = Elke ronde trek je drie kaarten en geef je er in het geheim één aan elk van de acties A, B en D: A legt hem in je kaarthouder, waar zijn speciale functie de rest van het spel werkt; B geeft een grondstof in zijn kleur; D zet de marker van een dier omhoog. Daartussen plaatst of verplaatst elke speler een ontdekker en betaalt grondstoffen in de kleur van het veld: omring een gebied met je eigen ontdekkers om het dier ervan te nemen. Komen de markers samen op de drempel, dan eindigt het spel: sets van de vijf dieren, elk dier maal zijn marker en overgebleven grondstoffen scoren.
la-isla-how-to-move = Geef elke ronde in het geheim drie van je kaarten aan de acties A, B en D met `/{ slash-move } assign 1 2 3`; doe dan in je beurt `/{ slash-move } place O9`, `/{ slash-move } move I3 O1` of `/{ slash-move } pass yellow`.
la-isla-timed-out = deed niet op tijd een zet, dus het spel deed er een: handkaarten 1, 2, 3 voor A, B, D, of passen met de grondstof waarvan die speler het minst heeft

la-isla-map-own = Je eiland en je kaarten.
la-isla-map-of = Het eiland, zoals { $player } het ziet.

## The cards' names (la-isla.md §5.2)

la-isla-card-wild = joker { $colour }
la-isla-card-cheap = goedkoop { $symbol }
la-isla-card-sym-mark = { $symbol } markerstap
la-isla-card-sym-res = { $symbol } grondstof
la-isla-card-sym-vp = { $symbol } punten
la-isla-card-b-extra = extra { $colour }
la-isla-card-b-mark = { $colour } B markerstap
la-isla-card-b-vp = { $colour } B punten
la-isla-card-d-vp = { $animal } D punten
la-isla-card-d-res = { $animal } D grondstof
la-isla-card-land-res = { $colour } land grondstof
la-isla-card-land-vp = { $colour } land punten
la-isla-card-land-mark = { $colour } land markerstap
la-isla-card-d-any = { $animal } D wissel
la-isla-card-tile-res = { $animal } tegel grondstof
la-isla-card-tile-vp = { $animal } tegel punten
la-isla-card-tile-mark = { $animal } tegel markerstap
la-isla-card-ring-vp = { $ring } punten
la-isla-card-explorer = ontdekker
la-isla-card-extra-slot = extra vak
la-isla-card-draw4 = vier trekken
la-isla-card-occ-swap = bezet ruilen
la-isla-card-occ-vp = bezet punten
la-isla-card-occ-cheap = bezet goedkoop

## A player's board

la-isla-b-moves-marker = B zet de marker van { $animal }

## Refusals of a typed move (la-isla.md §8)

la-isla-usage = een zet is `assign A B D`, `place <veld>`, `move <van> <naar>` of `pass <kleur>` (zie /help)
la-isla-say-where = zeg waar: `place O9` (een veld van I1 tot O20)
la-isla-say-which-explorer = zeg welke ontdekker en waarheen: `move I3 O1`
la-isla-say-which-resource = zeg welke grondstof je neemt: `pass yellow`
la-isla-not-a-space = { $typed } is geen veld: I1–I10, M1–M10, O1–O20
la-isla-not-a-colour = { $typed } is geen kleur: yellow, green, gray, beige, brown (of ye gn gy be br)
la-isla-not-an-animal = { $typed } is geen dier: dodo, fossa, toad, pika, moth
la-isla-not-a-card = { $typed } is geen kaart: een plek in je hand 1–4 of een nummer zoals #17
la-isla-not-a-slot = { $typed } is geen vak: 1, 2, 3 …
la-isla-name-three-cards = noem drie kaarten, voor A, B en D: `assign 1 2 3`
la-isla-a-fourth-card = noem drie kaarten, voor A, B en D: een vierde kaart in je hand wordt vanzelf afgelegd
la-isla-needs-a-value = `{ $option }` heeft een waarde nodig
la-isla-takes-one-value = `{ $option }` neemt één waarde
la-isla-given-twice = `{ $option }` is twee keer opgegeven
la-isla-not-an-assignment-option = een toewijzing neemt `cover` en `mark`, niet `{ $typed }`
la-isla-not-an-option-here = `{ $option }` is hier geen optie (opties: { $options })
la-isla-swap-form = een ruil is `swap geef:neem`, bijv. `swap br:gn`
la-isla-not-a-move = geen zet van La Isla: { $logged }

## Refusals of the rules

la-isla-no-seat = er is geen { $seat } in dit spel
la-isla-game-over = het spel is afgelopen
la-isla-you-left = je hebt dit spel verlaten
la-isla-cards-revealed = de kaarten van deze ronde zijn al onthuld
la-isla-c-after-everyone = actie C begint zodra iedereen zijn kaarten heeft toegewezen; tot dan kun je de jouwe wijzigen met een nieuwe `assign`
la-isla-assign-first = wijs eerst je kaarten toe: `assign A B D`
la-isla-not-your-turn = je bent niet aan de beurt: actie C gaat speler voor speler, in spelvolgorde vanaf de startspeler
la-isla-no-hand-card = je hebt { $cards } { $cards ->
        [one] kaart
       *[other] kaarten
    } in je hand, dus er is geen kaart { $card }
la-isla-not-in-hand = #{ $card } zit niet in je hand
la-isla-three-different = A, B en D hebben drie verschillende kaarten nodig
la-isla-say-cover = je { $slots } vakken zijn vol: zeg welk vak A bedekt, bijv. `cover { $slot }`
la-isla-no-slot = je hebt vakken 1–{ $slots }, dus er is geen vak { $slot }
la-isla-no-b-marker-move = `mark { $typed }`: je hebt geen kaart { $card } zichtbaar voor je B-kaart in { $colour }, dus actie B geeft geen markerstap
la-isla-pay-how-many = { $space } kost hier { $cost }, dus betaal { $cost } { $cost ->
        [one] grondstof
       *[other] grondstoffen
    }
la-isla-you-have = je hebt { $count } { $colour }
la-isla-pay-the-colour = { $space } is { $colour }: betaal { $colour }, of hooguit één { $other } met een kaart { $card } zichtbaar
la-isla-supply-empty = je voorraad is leeg: verplaats in plaats daarvan een ontdekker (`move <van> <naar>`)
la-isla-place-first = je hebt nog { $explorers } { $explorers ->
        [one] ontdekker
       *[other] ontdekkers
    } in je voorraad: `place` er een
la-isla-no-explorer-on = je hebt geen ontdekker op { $space }
la-isla-explorer-on-already = je hebt al een ontdekker op { $space }
la-isla-cannot-pay = { $space } kost { $cost } { $colour }, en dat kun je niet betalen
la-isla-dmove-needs = `dmove` heeft een zichtbare kaart { $card } nodig: je D-kaart is { $animal }
la-isla-dget-needs = `dget` heeft een zichtbare kaart { $card } nodig (actie D zet { $animal })
la-isla-gets-granted = deze plaatsing levert { $gains } { $gains ->
        [one] grondstof
       *[other] grondstoffen
    } naar keuze op, niet { $given }
la-isla-marks-granted = deze plaatsing levert { $marks } { $marks ->
        [one] markerstap
       *[other] markerstappen
    } op
la-isla-swap-needs = `swap` heeft een zichtbare kaart { $card } nodig en een ontdekker van een andere speler op het doelveld
la-isla-nothing-to-swap = `swap { $give }:{ $take }`: je hebt dan geen { $colour } meer om te geven
la-isla-reshuffle-missing = de trekstapel raakt op in ronde { $round }: het script moet reshuffle { $reshuffle } opgeven
la-isla-reshuffle-wrong = reshuffle { $reshuffle } moet precies de { $cards } kaarten van de aflegstapel bevatten

## What the game tells the table (its posts, its log), after a player's name where it names one
la-isla-nothing = {""}
la-isla-dotted = { $a } · { $b }
la-isla-plus-one = +1 { $colour }
la-isla-gains = {" "}— { $parts }
la-isla-played = : R{ $round } { $typed }{ $gains }
la-isla-left = verliet het spel: het spel speelt vanaf nu de standaardzetten.
la-isla-region-taken = { $region } { $animal } +{ $value }
la-isla-cards-points = kaarten +{ $effects }
la-isla-swaps = ruilt { $give } voor { $take }
la-isla-left-passes = (verliet het spel) past en neemt een { $colour }.
la-isla-two-points = +2 WP ({ $card })
la-isla-declines = ziet af van { $card }
la-isla-gain-by = +1 { $colour } ({ $card })
la-isla-d-switched = {" "}(met { $card }, niet { $shown })
la-isla-action-d = : D{ $via } { $parts }.
la-isla-markers-end = De waarden van de markers komen samen op { $sum }, minstens { $threshold }: het spel eindigt.
la-isla-markers = Markers { $sum } van { $threshold }.
la-isla-markers-next-round = Markers { $sum } van { $threshold }. **Ronde { $round }** begint: er worden nieuwe kaarten gedeeld.
la-isla-final = : { $play } + sets { $sets } + dieren { $animals } + grondstoffen { $resources } = **{ $total }**
la-isla-deal-incomplete = De trekstapel en de aflegstapel samen zijn niet genoeg om te delen: het spel eindigt nu.
la-isla-reshuffled = De trekstapel is op: de { $n } kaarten van de aflegstapel worden geschud tot een nieuwe.
la-isla-revealed = **Ronde { $round }: de kaarten worden onthuld.**
la-isla-discards = legt #{ $card } af
la-isla-action-a = A #{ $card } { $function } in vak { $slot }{ $explorer ->
        [took] , +1 ontdekker uit de algemene voorraad
        [none-left] {" "}(er zijn geen ontdekkers van deze speler meer in de algemene voorraad)
       *[no] {""}
    }
la-isla-action-b = B #{ $card } +1 { $colour }
la-isla-parts = { $parts }
la-isla-action-d-card = D #{ $card } { $animal }
la-isla-reveal-line = : { $words }.
la-isla-marker-at-top = { $animal } blijft bovenaan, +{ $count } WP
la-isla-marker-up = { $animal } { $from } → { $to }, +{ $count } WP

## What a move's player reads of it, and the standings' breakdown
la-isla-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
la-isla-card-text = #{ $number } { $function } | { $resource } | { $animal }
la-isla-card-number = #{ $number }
la-isla-assigned = A { $a } · B { $b } · D { $d }. { $revealed ->
        [yes] Iedereen heeft toegewezen: de kaarten worden onthuld.
       *[no] Niemand ziet je kaarten tot iedereen heeft toegewezen; tot dan kun je ze wijzigen met een nieuwe `assign`.
    }
la-isla-done-game-over = Klaar. Het spel is afgelopen: { $after } WP in totaal, eindtelling inbegrepen.
la-isla-done-round-over = Klaar: nu { $after } WP ({ $gained }, met actie D: ronde { $round } is voorbij).
la-isla-done = Klaar: nu { $after } WP ({ $gained }).
la-isla-breakdown-final = { $play } in het spel + sets { $sets } + dieren { $animals } + grondstoffen { $resources }
la-isla-animal-count = { $animal } { $count }
la-isla-no-animals = geen
la-isla-breakdown = { $resources } grondstoffen · dieren { $animals } · { $now } als het spel nu eindigde
## The options, a seat's status, the headline, and the notes of legal moves and hints

la-isla-menu-deck = De kaarten
la-isla-deck-basic = basisstapel (120 kaarten)
la-isla-deck-full = volledige stapel (180 kaarten)
la-isla-option-deck = deck is basic of full, niet { $value }
la-isla-option-unknown = La Isla heeft geen optie { $key } (deck)
la-isla-set-up-players = La Isla is voor 2 tot 4 spelers, niet { $players }
la-isla-set-up-refused = { $why }
la-isla-status-none = {""}
la-isla-status-left = verliet het spel
la-isla-status-assigned = heeft toegewezen (kan nog wijzigen)
la-isla-status-to-assign = moet kaarten toewijzen
la-isla-status-action-c = moet actie C doen
la-isla-status-vp = { $vp } WP
la-isla-headline-assign = iedereen wijst in het geheim drie kaarten toe aan A, B en D (`/{ slash-move } assign 1 2 3`) · markers { $sum } van { $threshold }
la-isla-headline-turns = actie C: plaats of verplaats een ontdekker, of pas · markers { $sum } van { $threshold }
la-isla-note-assign = A { $function } · B { $resource } · D { $animal }
la-isla-note-place = +{ $vp } WP · { $colour } { $symbol } · betaal { $pay }
la-isla-note-place-takes = { $note } · neemt { $claims }
la-isla-claim = { $label } { $animal }
la-isla-note-pass = neem in plaats daarvan een grondstof { $colour }
la-isla-gains-assign = A { $function } · B +1 { $resource } · D { $animal }
la-isla-gains-nothing = {""}
la-isla-gains-vp = +{ $vp } WP
la-isla-gains-takes = { $gains } · neemt { $takes }
la-isla-gains-marks = { $gains } · { $n } { $n ->
        [one] markerstap
       *[other] markerstappen
    }
la-isla-gains-pass = +1 { $colour }
## The pictures' labels (the island, a player's board, the standings)

la-isla-pic-step-assign = Ronde { $round } · kaarten toewijzen
la-isla-pic-step-turns = Ronde { $round } · actie C
la-isla-pic-step-over = Spel voorbij na ronde { $round }
la-isla-pic-to-act-c = { $player } is aan zet: actie C
la-isla-pic-assigning-ready = Kaarten toewijzen: { $ready } van { $players } klaar
la-isla-pic-over = Het spel is afgelopen
la-isla-pic-start-player-is = startspeler: { $player }
la-isla-pic-piles = trekstapel { $draw } · aflegstapel { $discard }
la-isla-pic-players = Spelers
la-isla-pic-explorers-head = ontdekkers
la-isla-pic-left = verliet het spel
la-isla-pic-choosing-cards = kiest kaarten
la-isla-pic-cards-assigned = kaarten toegewezen
la-isla-pic-to-act = aan zet
la-isla-pic-in-supply = { $n } in voorraad
la-isla-pic-on-island = { $on } op eiland, { $general } algemeen
la-isla-pic-animal-tracks = Dierensporen
la-isla-pic-area-value = gebiedswaarde
la-isla-pic-marker-sum = waarden van de markers { $sum } van { $limit }: het spel eindigt bij { $limit }
la-isla-pic-empty = leeg
la-isla-pic-final-standings = Eindstand
la-isla-pic-standings = Stand
la-isla-pic-standings-sub = La Isla · { $players } spelers · { $step }
la-isla-pic-scoring-to-come = eindtelling volgt nog
la-isla-pic-player = Speler
la-isla-pic-scored-in-play = gescoord tijdens het spel
la-isla-pic-final-scoring = eindtelling
la-isla-pic-animal-counts = dieren (aantal)
la-isla-pic-resources-left = grondstoffen
la-isla-pic-col = { $k ->
        [regions] gebieden
        [cards] kaarten
        [markers] markers
        [sets] sets
        [animals] dieren
       *[resources] grondst./2
    }
la-isla-pic-large = groot
la-isla-pic-markers-foot = Markers: elk dier telt zijn waarde per dier dat je aan het eind hebt · som { $sum } van { $limit }
la-isla-pic-position = positie { $pos }, waarde { $value }
la-isla-pic-board-sub = { $colour } · plaats { $seat } · { $step }
la-isla-pic-start-player = startspeler
la-isla-pic-assigned-own = Kaarten toegewezen: hieronder te zien, verborgen voor de anderen tot de onthulling
la-isla-pic-assigned = Kaarten toegewezen (verborgen tot iedereen heeft toegewezen)
la-isla-pic-assign-own = Wijs drie van je { $cards } kaarten toe aan A, B en D: /{ slash-move } assign 1 2 3
la-isla-pic-choosing = Kiest welke kaarten toe te wijzen
la-isla-pic-your-action-c = Jouw beurt voor actie C: plaats of verplaats een ontdekker, of pas
la-isla-pic-action-c-seat = Actie C: plaats { $seat } is aan zet
la-isla-pic-action-c = Actie C
la-isla-pic-resources = Grondstoffen
la-isla-pic-in-all = { $n } in totaal
la-isla-pic-explorers = Ontdekkers
la-isla-pic-none = geen
la-isla-pic-explorers-line = { $supply } in je voorraad · { $general } over in de algemene voorraad · op het eiland: { $on }
la-isla-pic-tiles = Dierentegels: genomen kleine tegels, de grote tegel (telt 2)
la-isla-pic-counts = telt { $n }
la-isla-pic-large-tile = grote { $animal }
la-isla-pic-cardholder = Kaarthouder: de zichtbare kaart van elk vak
la-isla-pic-slot = vak { $slot }
la-isla-pic-covered = { $covered } eronder bedekt
la-isla-pic-hand = Je hand (alleen jij ziet deze afbeelding)
la-isla-pic-no-hand = geen kaarten in je hand tot er weer gedeeld wordt
la-isla-pic-this-round = De kaarten van deze ronde voor A, B en D
la-isla-pic-round-over = het spel is afgelopen
la-isla-pic-round-assigned = toegewezen, verborgen tot iedereen heeft toegewezen
la-isla-pic-round-not-assigned = nog niet toegewezen
la-isla-pic-round-none-yet = nog geen: /{ slash-move } assign A B D, met plekken in je hand 1–4
la-isla-pic-covers-slot = A bedekt vak { $slot }
la-isla-pic-seat-colour = { $seat ->
        [0] rood
        [1] blauw
        [2] wit
       *[3] zwart
    }

## What each card's special function does (la-isla.md §5.2)

la-isla-effect-wild = een grondstof { $colour } mag bij betalen invallen
la-isla-effect-cheap = plaatsen op een { $symbol } kost 1
la-isla-effect-sym-mark = een markerstap na plaatsen op een { $symbol }
la-isla-effect-sym-res = +1 grondstof naar keuze na plaatsen op een { $symbol }
la-isla-effect-sym-vp = +3 WP na plaatsen op een { $symbol }
la-isla-effect-b-extra = +1 extra grondstof { $colour } als de B-kaart { $colour } is
la-isla-effect-b-mark = een markerstap als de B-kaart { $colour } is
la-isla-effect-b-vp = +2 WP als de B-kaart { $colour } is
la-isla-effect-d-vp = +2 WP als actie D de marker van { $animal } zet
la-isla-effect-d-res = +1 grondstof naar keuze als actie D de marker van { $animal } zet
la-isla-effect-land-res = +1 grondstof naar keuze na plaatsen op een veld { $colour }
la-isla-effect-land-vp = +3 WP na plaatsen op een veld { $colour }
la-isla-effect-land-mark = een markerstap na plaatsen op een veld { $colour }
la-isla-effect-d-any = een D-kaart met { $animal } mag elke marker zetten
la-isla-effect-tile-res = +1 grondstof naar keuze per genomen tegel { $animal }
la-isla-effect-tile-vp = +3 WP per genomen tegel { $animal }
la-isla-effect-tile-mark = een markerstap per genomen tegel { $animal }
la-isla-effect-ring-vp = +2 WP na plaatsen op de { $ring }
la-isla-effect-explorer = neem 1 ontdekker van je kleur uit de algemene voorraad
la-isla-effect-extra-slot = een nieuw vak in je kaarthouder
la-isla-effect-draw4 = trek 4 kaarten in plaats van 3
la-isla-effect-occ-swap = ruil 1 grondstof na plaatsen op een bezet veld
la-isla-effect-occ-vp = +2 WP na plaatsen op een bezet veld
la-isla-effect-occ-cheap = een bezet veld kost 1

## The offline tools (`tucana sim`, `tucana ai`)

la-isla-takes-players = La Isla is voor 2 tot 4 spelers, niet { $players }

## Moves typed in the reader's words
la-isla-typed-assign = verdeel, verdelen
la-isla-typed-place = plaats, zet
la-isla-typed-move = verplaats, verplaatsen
la-isla-typed-pass = pas, passen
la-isla-typed-resign = opgeven
la-isla-typed-cover = bedek, bedekken
la-isla-typed-mark = markeer, markeren
la-isla-typed-none = geen
la-isla-typed-pay = betaal, betalen
la-isla-typed-get = krijg, neem
la-isla-typed-swap = ruil, ruilen
la-isla-typed-yellow = geel
la-isla-typed-green = groen
la-isla-typed-gray = grijs
la-isla-typed-beige = beige
la-isla-typed-brown = bruin
la-isla-typed-dodo = dodo
la-isla-typed-fossa = fossa
la-isla-typed-toad = pad
la-isla-typed-pika = fluithaas
la-isla-typed-moth = mot

## The components' names
la-isla-colour-yellow = geel
la-isla-colour-green = groen
la-isla-colour-gray = grijs
la-isla-colour-beige = beige
la-isla-colour-brown = bruin
la-isla-landscape-desert = woestijn
la-isla-landscape-grassland = grasland
la-isla-landscape-mountain = gebergte
la-isla-landscape-steppe = steppe
la-isla-landscape-swamp = moeras
la-isla-animal-dodo = dodo
la-isla-animal-fossa = fossa
la-isla-animal-toad = pad
la-isla-animal-pika = fluithaas
la-isla-animal-moth = mot
la-isla-symbol-tent = tent
la-isla-symbol-hat = hoed
la-isla-symbol-rope = touw
la-isla-symbol-bottle = fles
la-isla-symbol-backpack = rugzak
la-isla-ring-inner = binnenring
la-isla-ring-middle = middenring
la-isla-ring-outer = buitenring

## Takebacks (issue 46): what /undo takes back, and what it says.
la-isla-undone = Teruggenomen: je zet is ongedaan gemaakt; speel opnieuw.
la-isla-undo-told = nam de zet terug
la-isla-undo-refused = Er valt niets terug te nemen: een toewijzing kan terug tot de kaarten onthuld zijn, een actie C alleen voordat de volgende speler handelt en als ze de ronde niet beëindigde.
la-isla-undo-rule = **Terugnemen** (`/{ slash-undo }`): je geheime toewijzing, tot de kaarten onthuld zijn (wijs dan opnieuw toe); je actie C, voordat de volgende speler handelt, tenzij ze de ronde (nieuwe kaarten worden gedeeld) of het spel beëindigde.
la-isla-typed-undo = terug, herstel
## The turn card (the turn post's picture)
la-isla-card-player = { $player } · { $vp } WP · { $supply } in voorraad
la-isla-card-markers = Dierenmarkers: de waarde van elk dier
