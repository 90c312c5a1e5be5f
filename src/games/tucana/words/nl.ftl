# Dutch (nl) words of Trails of Tucana; translated from en.ftl.
# Terms of our own: pad (trail), bezienswaardigheid (sight), dorp (village), bonuskaart (bonus card), terreinkaart (terrain card), blad (sheet), ladder / Sololadder (solo ladder), the solo ladder's titles (tucana-ladder-*).

tucana-rules-in-short = Elke beurt toont twee terreinkaarten: teken met `/{ slash-trail }` één pad tussen aangrenzende velden van die terreinen, waar je maar wilt op je eiland, nooit twee keer op hetzelfde stuk. Verbind bezienswaardigheden (obelisk, boek, toekan, yeti, zeemonster) met een dorp: aan het eind van elke ronde scoort elke bezienswaardigheid die tot dan verbonden is. Verbind je de twee dorpen van een letter, dan scoort dat paar; wie het als eerste doet, wint een bonuskaart. Je 2e bezienswaardigheid van een soort (3e op Isla Grande) levert een bonuspad op. Bij gelijkspel beslissen de bonuspunten. In eigen tempo wacht niemand: je volgende kaarten krijg je privé zodra je een beurt afrondt.
tucana-how-to-move = Teken je pad met `/{ slash-trail }`.
tucana-timed-out = tekende deze beurt geen pad

tucana-map-own = Je blad (toegestane paden gemarkeerd).
tucana-map-of = Het blad van { $player }{ $earlier ->
    [yes] {" "}zoals het was toen je je vorige beurt afrondde
   *[no] {""}
}.
tucana-no-title = Deze keer geen titel: de ladder begint bij 50 punten op Isla Petit en 110 op Isla Grande.

## The names of things (nested in the messages below)

tucana-terrain-desert = woestijn
tucana-terrain-forest = bos
tucana-terrain-mountain = gebergte
tucana-terrain-water = water
tucana-card-desert = woestijn
tucana-card-forest = bos
tucana-card-mountain = gebergte
tucana-card-water = water
tucana-card-any = willekeurig
tucana-sight-obelisk = obelisk
tucana-sight-book = boek
tucana-sight-toucan = toekan
tucana-sight-yeti = yeti
tucana-sight-sea-monster = zeemonster

## Refusals of a typed trail (spaces are labels like C3, as on the map)

tucana-not-a-trail = "{ $typed }" is geen pad: schrijf twee velden, zoals C3-D4
tucana-no-such-space = er is geen veld { $space } op { $map }
tucana-same-space = een pad verbindt twee verschillende velden, niet { $space } met zichzelf
tucana-not-next-to = { $first } en { $second } liggen niet naast elkaar

## Refusals of the rules

tucana-game-over = het spel is afgelopen
tucana-no-such-seat = er is geen plaats { $seat } in dit spel
tucana-resigned = je hebt dit spel verlaten
tucana-already-finished = je hebt deze beurt al afgerond
tucana-already-drawn = { $trail } is al getekend
tucana-no-such-trail = dat pad bestaat niet
tucana-no-bonus-owed = je hebt geen bonuspad om over te slaan
tucana-nothing-to-undo = je hebt deze beurt niets om ongedaan te maken
tucana-seat-finished = je hebt al je beurten gespeeld
tucana-no-shared-turn = hier speelt iedereen in eigen tempo: er is geen gezamenlijke beurt om af te sluiten
tucana-wrong-space = { $space } is { $terrain }; deze beurt vraagt { $need }
tucana-wrong-spaces = { $first } is { $first_terrain } en { $second } is { $second_terrain }; deze beurt vraagt { $need }
tucana-both-spaces = { $first } en { $second } zijn allebei { $terrain }; deze beurt vraagt { $need }
tucana-neither-space = noch { $first } ({ $first_terrain }) noch { $second } ({ $second_terrain }) is { $card }; deze beurt vraagt { $need }
tucana-need-two = twee velden { $card }
tucana-need-both = { $first } en { $second }
tucana-need-any = willekeurig terrein
tucana-solo-keep-all-stay = solo_keep is opgegeven, maar er { $left ->
        [one] ligt nog maar { $left } blauwe kaart
       *[other] liggen nog maar { $left } blauwe kaarten
    }, dus ze blijven allemaal
tucana-solo-keep-gone = solo_keep noemt { $letter }, maar blauwe kaart { $letter } ligt niet meer op tafel
tucana-bad-move = ongeldige zet "{ $logged }"
tucana-bad-move-no-seat = ongeldige zet "{ $logged }": geen plaats
tucana-bad-move-no-trail = ongeldige zet "{ $logged }": geen pad

## A game's options, as a host sets them

tucana-option-yes-no = { $option } is ja of nee, niet { $value }
tucana-option-no-map = er is geen kaart { $value }: petit of grande
tucana-option-pace = tempo is samen of vrij, niet { $value }
tucana-option-direction = richting is met de klok mee of tegen de klok in, niet { $value }
tucana-option-unknown = Trails of Tucana heeft geen optie { $option }

## Where a player stands (the table's status of a seat)

tucana-status-to-draw = moet tekenen
tucana-status-owes = tegoed: { $n } { $n ->
        [one] bonuspad
       *[other] bonuspaden
    }
tucana-status-done = klaar
tucana-status-finished = uitgespeeld
tucana-progress-turn = beurt { $turn } van { $turns }
tucana-progress-left = vertrokken

## The turn's cards ($first, $second: the cards' names above)

tucana-cards-line = de kaarten: **{ $first }** en **{ $second }**
tucana-own-pace = iedereen speelt in eigen tempo

## A move's reply to its player

tucana-drew = Je tekende **{ $trail }**: { $gain }.
tucana-drew-nothing = Je tekende **{ $trail }**: nog geen punten.
tucana-skipped-owed = Overgeslagen; nog { $n } { $n ->
        [one] bonuspad
       *[other] bonuspaden
    } tegoed.
tucana-skipped-done = Bonuspad overgeslagen: je bent klaar voor deze beurt.
tucana-undone = Ongedaan gemaakt: je laatste pad van deze beurt is gewist.
tucana-passed = Je paste: je bent klaar voor deze beurt.
tucana-owed = Je hebt { $n } { $n ->
        [one] bonuspad
       *[other] bonuspaden
    } tegoed: teken het met `/{ slash-trail }` (willekeurig terrein), of sla het over.
tucana-done-this-turn = Je bent klaar voor deze beurt.
tucana-next-turn = Je volgende beurt, { $progress }: { $cards }.
tucana-all-turns-played = Je hebt al je beurten gespeeld.
tucana-skip-bonus = Bonuspad overslaan

## What a trail gains (joined by " · ", after "+3")

tucana-gain-connects = verbindt { $sights } met { $villages }
tucana-gain-pairs = verbindt { $n } { $n ->
        [one] dorpenpaar
       *[other] dorpenparen
    }
tucana-gain-bonus = levert { $n } { $n ->
        [one] bonuspad
       *[other] bonuspaden
    } op
tucana-villages-none = een dorp
tucana-village = dorp { $village }
tucana-villages = dorpen { $others } en { $last }

## What the table is told (after the player's name)

tucana-told-drew = tekende **{ $trail }** ({ $note })
tucana-told-skipped = sloeg een bonuspad over
tucana-told-undone = nam zijn of haar laatste pad terug
tucana-told-passed = paste
tucana-told-left = verliet het spel
tucana-turn-skipped = de kaarten zijn { $first } + { $second } en niemand kan ze tekenen

## Bonus cards, and the free pace's race for them

tucana-bonus-blue = blauwe kaart { $letter } ({ $points } punten)
tucana-bonus-blue-numbered = blauwe kaart { $letter } #{ $n } ({ $points } punten)
tucana-bonus-red = rode kaart { $sight } ({ $points } punten)
tucana-did-connect = verbond { $letter }–{ $letter }
tucana-did-link = verbond twee keer { $sight }
tucana-connected = verbonden
tucana-linked = gekoppeld
tucana-claim-won = won { $card }, { $done } in beurt { $turn }
tucana-claim-provisional = { $did } in beurt { $turn }: { $card } is voor hem of haar, gedeeld met wie { $kind ->
        [blue] hem in die beurt ook verbindt
       *[red] het in die beurt ook doet
    } (voorlopig)

## The standings and the shared card

tucana-breakdown = bezienswaardigheden { $sights }, dorpen { $villages }, bonus { $bonus }
tucana-breakdown-provisional = bezienswaardigheden { $sights }, dorpen { $villages }, bonus { $bonus } (+{ $provisional } voorlopig)
tucana-sights-connected = { $connected }/{ $all } bezienswaardigheden verbonden

## What a move, a standing and a shared result hand the service, as messages
tucana-note-then =
    { $said }
    { $then }
tucana-ladder-youre-better-than-a-yeti-at-least = Je bent in elk geval beter dan een yeti
tucana-ladder-you-get-a-day-off-on-the-beach = Een vrije dag op het strand
tucana-ladder-dinner-at-the-mayors-house = Diner bij de burgemeester
tucana-ladder-your-name-is-engraved-on-the-obelisk = Je naam staat gegraveerd op de obelisk
tucana-ladder-even-the-sea-monsters-are-shocked = Zelfs de zeemonsters staan versteld
tucana-ladder-too-good-for-tucana = Te goed voor Tucana
tucana-ladder-title = { $title }
## The options, for menus and help

tucana-menu-map = Het eiland
tucana-menu-map-petit = Isla Petit
tucana-menu-map-grande = Isla Grande
tucana-menu-special-bonus = Speel met de speciale bonuskaarten (rood)
tucana-menu-random-start = Trek het startdorp
tucana-menu-direction = Welke kant de start op gaat
tucana-menu-clockwise = met de klok mee
tucana-menu-counter-clockwise = tegen de klok in
tucana-menu-symmetric = Iedereen schrijft de letters zoals de host
tucana-menu-pace = Speel de beurten samen, of dezelfde kaarten ieder in eigen tempo
tucana-menu-together = samen
tucana-menu-free = vrij: niemand wacht

## A trail's note and gains, in parts joined by a dot

tucana-dotted = { $first } · { $then }
tucana-trail-terrains = { $first }–{ $second }
tucana-gain-points = +{ $n }

## The options in a few words (joined by a dot, after the island's name)

tucana-described-special-bonus = speciale bonus
tucana-described-random-start = willekeurige start
tucana-described-symmetric = symmetrisch
tucana-described-free-pace = eigen tempo

## A game that could not be set up ($why: what was wrong, in its developer's words)

tucana-set-up-refused = { $why }
tucana-set-up-players = een spel heeft 1 tot { $max } spelers, niet { $players }
## The pictures' words (cards, sheets, standings, the daily card)

tucana-island-petit = Isla Petit
tucana-island-grande = Isla Grande
tucana-picture-game-over = Het spel is afgelopen
tucana-picture-all-played = { $island } · alle { $rounds } rondes gespeeld · zie de stand
tucana-picture-turn-cards = Kaarten van deze beurt
tucana-picture-island-round = { $island } · ronde { $round } van { $rounds }
tucana-picture-turn-of = Beurt { $turn } van { $turns }
tucana-picture-turns-left = { $left ->
        [0] laatste beurt van de ronde
        [one] beurt over na deze
       *[other] beurten over na deze
    }
tucana-picture-last-round = laatste ronde
tucana-picture-rounds-after = nog { $n } { $n ->
        [one] ronde
       *[other] rondes
    } hierna
tucana-picture-draw-one = Teken één pad tussen twee aangrenzende velden: { $need }.
tucana-picture-any-two = twee willekeurige velden
tucana-picture-pair = { $first } + { $second }
tucana-picture-player = Speler { $seat }
tucana-picture-final-standings = Eindstand
tucana-picture-standings = Stand
tucana-picture-standings-after = Stand na ronde { $round } van { $rounds }
tucana-picture-standings-over = { $island } · { $n } { $n ->
        [one] speler
       *[other] spelers
    } · alle { $rounds } rondes gespeeld
tucana-picture-standings-now = { $island } · { $n } { $n ->
        [one] speler
       *[other] spelers
    } · nu ronde { $round } van { $rounds }, beurt { $turn } van { $turns } · bezienswaardigheden scoren aan het eind van elke ronde
tucana-picture-head-player = SPELER
tucana-picture-head-round = R{ $round }
tucana-picture-head-sights = BEZIENSW.
tucana-picture-head-pairs = PAREN
tucana-picture-head-villages = DORPEN
tucana-picture-head-bonus = BONUS
tucana-picture-head-total = TOTAAL
tucana-picture-title-earned = Titel behaald: { $title }
tucana-picture-no-title = Deze keer geen titel: de eerste trede vraagt meer punten
tucana-picture-ladder-so-far = Sololadder: tot nu toe { $points } punten
tucana-picture-points = punten
tucana-picture-title = Titel: { $title }
tucana-picture-no-title-reached = Geen titel behaald
tucana-picture-daily-parts = Bezienswaardigheden { $sights } · Dorpen { $villages } · Bonus { $bonus }
tucana-picture-daily-sights = bezienswaardigheden verbonden met dorpen
tucana-picture-game-over-short = Spel voorbij
tucana-picture-has-left = Heeft het spel verlaten
tucana-picture-waiting = Klaar: wacht op de anderen
tucana-picture-your-move = Jouw zet: teken één pad
tucana-picture-bonus-owed = { $n ->
        [one] Bonuspad tegoed: teken een willekeurig pad
       *[other] { $n } bonuspaden tegoed: teken willekeurige paden
    }
tucana-picture-done = Klaar voor deze beurt
tucana-picture-this-turn = Deze beurt
tucana-picture-final-sheet = { $island } · eindblad na { $rounds } rondes
tucana-picture-every-turn-played = { $island } · alle beurten gespeeld · wacht op de anderen
tucana-picture-sheet-when = { $island } · ronde { $round } van { $rounds } · beurt { $turn } van { $turns }
tucana-picture-legend-village = dorp: je letter
tucana-picture-legend-reaches = bereikt een dorp
tucana-picture-legend-not-yet = nog niet
tucana-picture-legend-turn = { $this ->
        [yes] deze beurt
       *[no] vorige beurt
    }
tucana-picture-legend-legal = nu toegestaan
tucana-picture-legal-head = TOEGESTANE PADEN ({ $n })
tucana-picture-bonus-any = bonus: elk pad
tucana-picture-no-trail = Er kan nu geen pad getekend worden
tucana-picture-any-trail-left = Elk nog niet getekend pad: nog { $n }
tucana-picture-more = +{ $n } meer
tucana-picture-sight-obelisk = Obelisk
tucana-picture-sight-book = Boek
tucana-picture-sight-toucan = Toekan
tucana-picture-sight-yeti = Yeti
tucana-picture-sight-sea-monster = Zeemonster
tucana-picture-sights-head = BEZIENSW.
tucana-picture-sights-note = omcirkeld als verbonden met een dorp
tucana-picture-villages-head = DORPEN
tucana-picture-villages-note = omcirkeld als het paar verbonden is
tucana-picture-bonus-won = gewonnen: { $points } { $points ->
        [one] punt
       *[other] punten
    }
tucana-picture-bonus-won-provisional = gewonnen: { $points } { $points ->
        [one] punt
       *[other] punten
    } (+{ $more } voorlopig)
tucana-picture-bonus-head = BONUSKAARTEN
tucana-picture-none-yet = nog geen
tucana-picture-on-the-table = Op tafel: { $blue }
tucana-picture-on-the-table-red = Op tafel: { $blue } · rood: { $red }
tucana-picture-score-head = SCORE
tucana-picture-score-round = Ronde { $round }
tucana-picture-score-villages = Dorpen
tucana-picture-score-bonus = Bonus
tucana-picture-score-total = Totaal
tucana-picture-final-score = Eindscore
tucana-picture-circled-now = Nu omcirkeld: { $now }, telt aan het eind van deze ronde

## The terminal game (tucana play)

tucana-terminal-help =
    Typ een pad als twee velden, zoals C3-D4 (elke volgorde, hoofd- of kleine letters).
      legal, ?   toon de paden die je nu mag tekenen, beste eerst
      skip       sla een bonuspad over
      undo       neem je laatste pad van deze beurt terug
      help       deze tekst
      quit       stoppen (het spel wordt niet bewaard)
tucana-terminal-daily = de dagelijkse uitdaging van { $date }
tucana-terminal-solo = een solospel (seed { $seed })
tucana-terminal-not-recorded = { $date } staat niet in { $db }: een bot legt een dag vast zodra die voor het eerst gespeeld wordt (geef --secret om een nog niet vastgelegde dag te spelen)
tucana-terminal-secret = de dagelijkse uitdaging van { $date } is geheim: geef --db PATH (de database van een bot, voor een dag die hij heeft vastgelegd) of --secret S (het dagelijkse geheim van de bot)
tucana-terminal-cannot-read = kan { $db } niet lezen: { $error }
tucana-terminal-start = Trails of Tucana: { $title } op { $island }.
tucana-terminal-villages = Je dorpen: { $villages }.
tucana-terminal-special-bonus = Speciale bonus: verbind twee keer { $sight } met elkaar voor 6 punten.
tucana-terminal-stopped = Gestopt voor het einde; het spel wordt niet bewaard.
tucana-terminal-drew = { $trail } getekend.
tucana-terminal-declined = Bonuspad afgeslagen.
tucana-terminal-taken-back = Teruggenomen.
tucana-terminal-turn-skipped = Ronde { $round }, beurt { $turn }: de kaarten zijn { $first } + { $second } en je kunt ze niet tekenen; door naar de volgende beurt.
tucana-terminal-bonus-card = Bonuskaart { $card }: +{ $points }.
tucana-terminal-round-ends = Ronde { $round } is voorbij: je bezienswaardigheden scoren { $points }.
tucana-terminal-kept = Blauwe kaarten bewaard voor de laatste ronde: { $first } en { $second }.
tucana-terminal-game-over = Spel voorbij. Bezienswaardigheden { $sights }, dorpen { $villages }, bonus { $bonus }: { $total } punten.
tucana-terminal-title = Titel: { $title }.
tucana-terminal-no-title = Nog geen titel: de eerste trede van de ladder is { $points }.
tucana-terminal-bonus-owed = { $n ->
        [one] Bonuspad
       *[other] Bonuspaden
    }: teken een willekeurig pad ({ $n } tegoed), of 'skip'.
tucana-terminal-turn = Ronde { $round } van { $rounds } · beurt { $turn } van { $turns } · kaarten: { $first } + { $second }
tucana-terminal-gain-sight = { $sight } verbonden
tucana-terminal-gain-points = +{ $points } in je rijen bezienswaardigheden
tucana-terminal-gain-pair = { $letter }-{ $letter } verbonden: +{ $points }
tucana-terminal-gain-twins = twee keer { $sight } verbonden: de rode kaart is aan het eind van de beurt voor jou
tucana-terminal-gain-bonus = { $n } { $n ->
        [one] bonuspad
       *[other] bonuspaden
    } verdiend
tucana-terminal-legal = { $n } toegestane paden:
tucana-terminal-more = … en nog { $n }
tucana-terminal-you = Jij
tucana-terminal-cannot-write = kan het blad niet naar { $path } schrijven: { $error }
tucana-terminal-sheet-drawn = Je blad wordt na elke zet getekend in { $path }.

## Moves typed in the reader's words
tucana-typed-skip = overslaan
tucana-typed-undo = terug, herstel
tucana-typed-pass = pas, passen

## Takebacks (issue 46): the rule the help states.
tucana-undo-rule = **Terugnemen** (`/{ slash-undo }`): je paden van deze beurt, één voor één, tot je past of de beurt eindigt (de volgende kaarten worden onthuld).
