# Dutch (nl) words of Islas Canarias; translated from en.ftl.
# Terms of our own: kolonist (settler), piraat, huis, paleis, stad (town), gebied (area), schip, privilege, voorraad (supply), trekstapel / aflegstapel (deck / discard pile); the privileges: gelijkspel, vijf trekken, gemengd paleis, overal bouwen, extra kaart, piratenschild.

islas-canarias-rules-in-short = Bouw huizen op je eiland met kolonistenkaarten, of trek kaarten; leg elke beurt een kaart op het schip: de kolonisten ervan gaan waar ze het best passen, de piraten ervan nemen huizen. Bij 19 punten is het spel uit.
islas-canarias-how-to-move = Kies je eiland met `/{ slash-move } island TF`; doe in je beurt `/{ slash-move } build 24 D2` of `/{ slash-move } draw`, dan `/{ slash-move } ship 57` (of alles tegelijk: `build 24 D2; ship 57`), met `palace A2 B4 on A2` of `town …` op elk moment van je beurt; bij aankomst van een schip `at E5`, `lose A3` of `divert Ben` als daarom gevraagd wordt.
islas-canarias-timed-out = deed niet op tijd een zet, dus het spel deed er een (trekken en de laagste kaart op het schip leggen, het eerste eiland of gebied op volgorde, of het huis op het eerste gebied)

islas-canarias-map-own = Je eiland en je hand.
islas-canarias-map-of = Het eiland van { $player }.

## What happens on the table (after the acting player's name)

islas-canarias-diverts-attack = leidt de aanval om naar { $to } (piratenschild)
islas-canarias-privilege-taken = neemt het privilege van { $colour } ({ $privilege })
islas-canarias-privilege-back = het privilege van { $colour } ({ $privilege }) gaat terug naar de tafel

## The privileges' names

islas-canarias-privilege-ties = gelijkspel
islas-canarias-privilege-draw5 = vijf trekken
islas-canarias-privilege-mixed-palace = gemengd paleis
islas-canarias-privilege-build-anywhere = overal bouwen
islas-canarias-privilege-extra-card = extra kaart
islas-canarias-privilege-pirate-shield = piratenschild

## What each privilege does, in a few words (the pictures' chips and boxes)

islas-canarias-power-ties = wint gelijkspel om kolonisten
islas-canarias-power-draw5 = trekt 5, niet 3
islas-canarias-power-mixed-palace = paleis van 2 kleuren
islas-canarias-power-build-anywhere = bouwt overal (eigen beurt)
islas-canarias-power-extra-card = 1 kaart meer per beurt
islas-canarias-power-pirate-shield = leidt piraten om

## Privileges in what players read

islas-canarias-extra-card-taken = nam één kaart extra ({ $privilege })
islas-canarias-takes-privilege = neemt { $privilege }
islas-canarias-privileges-held = { $count ->
        [one] privilege
       *[other] privileges
    } { $privileges }
islas-canarias-privilege-list = { $privileges }
islas-canarias-holds = heeft { $privilege }
islas-canarias-tie-won = gelijkspel gewonnen door { $player } ({ $privilege })
islas-canarias-diverted = { $holder } leidt hem om naar { $to } ({ $privilege })
islas-canarias-pieces-key = huizen · paleizen · steden

## The ship's arrival waits for a decision (the headline; $card: the card in a few words)

islas-canarias-arrival-area = ronde { $round }, het schip komt aan: { $card } komt naar je eiland; kies het gebied ({ $legal }) met `/{ slash-move } at <gebied>`
islas-canarias-arrival-colour = ronde { $round }, het schip komt aan: { $card } komt naar je eiland en zijn kleur is op; kies een kleur (en het gebied: { $legal }) met `/{ slash-move } at <gebied> as <kleur>`
islas-canarias-arrival-lose = ronde { $round }, het schip komt aan: { $card } valt aan; kies het huis dat je verliest met `/{ slash-move } lose <gebied>`
islas-canarias-arrival-divert = ronde { $round }, het schip komt aan: { $card } valt je aan, en je { $privilege } leidt hem om; kies wie in jouw plaats een huis verliest met `/{ slash-move } divert <naam>`

## Refusals of a typed move (the chat notation's words stay as typed: `build`, `at <area>`)

islas-canarias-empty-move = een lege zet
islas-canarias-empty-step = een lege stap
islas-canarias-goes-alone = `{ $word }` moet alleen in zijn bericht staan
islas-canarias-not-an-island = "{ $typed }" is geen eiland: TF GC LZ FV LP LG
islas-canarias-write-island = schrijf `island <id>` (TF GC LZ FV LP LG)
islas-canarias-write-at = schrijf `at <gebied>` of `at <gebied> as <kleur>`
islas-canarias-write-as = schrijf `as <kleur>`
islas-canarias-write-lose = schrijf `lose <gebied>`
islas-canarias-write-divert = schrijf `divert <speler>`
islas-canarias-not-a-player = "{ $typed }" is geen speler (een naam of een plaatsnummer)
islas-canarias-no-such-card = geen kaart { $number }: de kaarten zijn 1–60
islas-canarias-not-a-card = "{ $typed }" is geen kaart (een getal 1–60, de naam van een kolonist of pirata-<kleur>)
islas-canarias-not-an-area = "{ $typed }" is geen gebied (A1–F6)
islas-canarias-not-a-colour = "{ $typed }" is geen kleur (orange brown green blue beige red)
islas-canarias-as-does-not-go = `as` hoort niet bij { $step }
islas-canarias-write-build = schrijf `build <kaart> <gebied>`
islas-canarias-write-ship = schrijf `ship <kaart>`
islas-canarias-write-conversion = { $kind ->
        [palace] schrijf `palace <gebied> <gebied> on <gebied>`
       *[town] schrijf `town <gebied> <gebied> <gebied> on <gebied>`
    }
islas-canarias-not-a-step = "{ $typed }" is geen stap: draw, build, ship, palace, town
islas-canarias-step-refused = stap { $step } ({ $typed }): { $why }
islas-canarias-not-a-logged-move = geen vastgelegde zet: "{ $logged }"
islas-canarias-timeout-is-no-move = `timeout` is geen zet: draw, build, ship, palace of town

## Refusals of the rules

islas-canarias-no-seat = er is geen plaats { $seat }
islas-canarias-game-over = het spel is afgelopen
islas-canarias-left-already = deze speler heeft het spel al verlaten
islas-canarias-left = deze speler heeft het spel verlaten
islas-canarias-chooses-an-island-now = { $player } kiest nu een eiland
islas-canarias-whose-turn = { $player } is aan de beurt
islas-canarias-ship-waits-for = het schip wacht op de beslissing van { $player }
islas-canarias-nobody-to-act = niemand is aan zet
islas-canarias-not-your-turn = je bent niet aan de beurt: { $player } is aan de beurt { $step ->
        [island] om een eiland te kiezen
        [arrival] om over de aankomst van het schip te beslissen
       *[turn] om te spelen
    }
islas-canarias-islands-chosen = de eilanden zijn al gekozen
islas-canarias-island-taken = { $island } is al bezet
islas-canarias-not-a-turn = het is nu geen beurt
islas-canarias-shipped-then-conversions = je hebt deze beurt al een kaart op het schip gelegd: alleen paleizen en steden mogen in hetzelfde bericht volgen
islas-canarias-action-1-taken = je hebt actie 1 al gedaan
islas-canarias-not-in-hand = kaart { $card } zit niet in je hand
islas-canarias-pirate-never-builds = een piraat bouwt nooit
islas-canarias-forced-draw = je moet trekken: aan het begin van je beurt had je 0 of 1 kaart of alleen piraten
islas-canarias-must-draw = je moet trekken: je eiland is vol of de voorraad heeft geen huis meer
islas-canarias-not-legal = { $area } is niet toegestaan voor { $card } { $settler }: toegestaan zijn { $legal }
islas-canarias-in-stock = { $kind ->
        [house] huizen
        [palace] paleizen
       *[town] steden
    } in { $colour } zijn er nog: `as` is alleen voor een kleur die op is
islas-canarias-supply-has-none = de voorraad heeft geen { $kind ->
        [house] huizen
        [palace] paleizen
       *[town] steden
    } meer
islas-canarias-say-which-colour = geen { $kind ->
        [house] huizen
        [palace] paleizen
       *[town] steden
    } in { $colour } meer: zeg welke kleur met `as <kleur>` ({ $colours })
islas-canarias-none-either = ook geen { $kind ->
        [house] huizen
        [palace] paleizen
       *[town] steden
    } in { $colour } meer
islas-canarias-action-1-first = eerst actie 1: `draw` of `build`, dan `ship`
islas-canarias-shipped-already = je hebt al een kaart op het schip gelegd
islas-canarias-named-twice = { $area } is twee keer genoemd
islas-canarias-no-house-there = op { $area } staat geen huis van jou
islas-canarias-town-of-one-colour = de huizen van een stad moeten één kleur hebben
islas-canarias-palace-of-one-colour = de huizen van een paleis moeten één kleur hebben (twee kleuren alleen met { $privilege })
islas-canarias-on-a-house-named = `on` moet een van de genoemde huizen zijn ({ $houses })
islas-canarias-not-an-empty-area = { $area } is geen leeg gebied
islas-canarias-no-settler-waits = er wacht nu geen kolonist op een gebied
islas-canarias-name-the-area = noem het gebied: `at <gebied>` ({ $legal } zijn toegestaan)
islas-canarias-no-pirate-waits = er wacht nu geen piraat op een huis
islas-canarias-no-attack-waits = er wacht nu geen aanval om omgeleid te worden
islas-canarias-divert-to-another = leid de aanval om naar een andere speler, niet naar jezelf
islas-canarias-chance-not-given = deze zet heeft een uitkomst van toeval nodig die het spel niet kreeg

islas-canarias-pirate-victim = is het slachtoffer van de piraat

## What the game tells the table (its posts, its log) and a player of their move
islas-canarias-dotted = { $a } · { $b }
islas-canarias-spaced = { $a } { $b }
islas-canarias-note-then =
    { $said }
    { $then }
islas-canarias-left-game = verliet het spel: de standaardzetten spelen voortaan voor deze speler
islas-canarias-chose-island = koos { $code } ({ $island })
islas-canarias-drew = trok { $n } { $n ->
        [one] kaart
       *[other] kaarten
    }
islas-canarias-cards = { $cards }
islas-canarias-no-card-drawn = geen kaart (de trekstapel en de aflegstapel zijn leeg)
islas-canarias-you-drew = Je trok { $cards }.
islas-canarias-extra-card = Extra kaart: { $cards }.
islas-canarias-deck-ran-out = de trekstapel is op: de aflegstapel wordt geschud tot een nieuwe trekstapel
islas-canarias-built = bouwde { $card } { $settler } op { $area } — { $colour } { $points }, totaal { $total }
islas-canarias-shipped = legde een kaart op het schip
islas-canarias-you-shipped = Je legde { $card } op het schip.
islas-canarias-made = maakte { $kind ->
        [palace] een paleis
        [town] een stad
       *[house] een huis
    } in { $colour } op { $area } van { $houses } — totaal { $total }
islas-canarias-ship-arrives = R{ $round } het schip komt aan: { $n } { $n ->
        [one] kaart
       *[other] kaarten
    } om te onthullen, één blijft achter
islas-canarias-no-house-to-lose = heeft geen huis om te verliezen
islas-canarias-builds-nowhere = R{ $round } schip: { $card } bouwt nergens ({ $why })
islas-canarias-gets-from-ship = krijgt { $card } van het schip ({ $why })
islas-canarias-why-count = { $priority }: { $counts }
islas-canarias-why-then = { $a }; { $b }
islas-canarias-no-house-left = er is geen huis meer in de voorraad: er wordt niets gebouwd
islas-canarias-builds-house = bouwt een huis in { $colour } op { $area } — { $colour } { $points }, totaal { $total }
islas-canarias-pirate-arrives = R{ $round } schip: { $card } — { $victims ->
        [0] niemand heeft punten in zijn kleur: geen slachtoffer
        [one] slachtoffer:
       *[other] slachtoffers:
    }
islas-canarias-loses-house = verliest het huis in { $colour } op { $area } — totaal { $total }
islas-canarias-end-triggered = het einde is ingeluid: ronde { $round } is de laatste
islas-canarias-game-over-held-back = het spel is afgelopen; de achtergehouden kaart was { $card }
islas-canarias-colour-points = { $colour } { $points }
islas-canarias-nothing-built = nog niets gebouwd
## A seat's status, its hand, the headline, and the notes of legal moves and hints

islas-canarias-no-options = Islas Canarias heeft geen opties
islas-canarias-set-up-players = Islas Canarias is voor 2 tot 5 spelers, niet { $players }
islas-canarias-set-up-refused = { $why }
islas-canarias-status-none = {""}
islas-canarias-status-left = verliet het spel
islas-canarias-status-island = moet een eiland kiezen
islas-canarias-status-build-or-draw = moet bouwen of trekken
islas-canarias-status-ship = moet een kaart op het schip leggen
islas-canarias-status-arrival = moet een aankomende kolonist plaatsen
islas-canarias-status-lose = moet kiezen welk huis een piraat neemt
islas-canarias-status-divert = moet een piraat omleiden
islas-canarias-status-score = { $points } · { $cards } { $cards ->
        [one] kaart
       *[other] kaarten
    }
islas-canarias-points = { $n ->
        [one] 1 punt
       *[other] { $n } punten
    }
islas-canarias-hand-empty = Je hand is leeg.
islas-canarias-hand = Je hand: { $cards }
islas-canarias-card = { $card }
islas-canarias-card-numbered = { $number } { $card }
islas-canarias-card-settler = { $name } ({ $colour }: { $priorities })
islas-canarias-card-pirate = pirata { $colour }
islas-canarias-card-unknown = #{ $number }
islas-canarias-nothing = {""}
islas-canarias-plus = +{ $n }
islas-canarias-minus = −{ $n }
islas-canarias-minus-ascii = -{ $n }
islas-canarias-headline-islands = iedereen kiest om de beurt een eiland (`/{ slash-move } island TF`)
islas-canarias-headline = ronde { $round } · het schip heeft { $ship } { $ship ->
        [one] kaart
       *[other] kaarten
    } · trekstapel { $deck } · { $houses } huizen in de voorraad
islas-canarias-headline-last = { $headline } · ronde { $last } is de laatste
islas-canarias-note-island = { $island }
islas-canarias-note-draw = neem { $n } kaarten en leg er dan een op het schip
islas-canarias-note-build = { $settler } · { $house } · +1
islas-canarias-house = { $colour }
islas-canarias-house-next-to = { $colour }, naast { $features }
islas-canarias-note-a-house = { $settler } · een huis in { $colour }
islas-canarias-note-ship = gesloten: { $card }
islas-canarias-note-lose = de piraat neemt je huis in { $colour } · −1
islas-canarias-note-divert-seat = plaats { $seat } ({ $points }) verliest in jouw plaats een huis
islas-canarias-note-divert = { $name } ({ $points }) verliest in jouw plaats een huis
islas-canarias-note-conversion = { $kind ->
        [palace] een paleis
       *[town] een stad
    } in { $colour } · { $gain }
## The pictures' labels (the table, a seat's island, the ship's arrival, the standings)

islas-canarias-pic-round = ronde { $round } · { $what }
islas-canarias-pic-last-round = ronde { $round } is de laatste
islas-canarias-pic-choosing-islands = eilanden kiezen · { $player } kiest
islas-canarias-pic-final = einde, na ronde { $round }
islas-canarias-pic-to-build-or-draw = { $player } moet bouwen of trekken
islas-canarias-pic-to-ship = { $player } moet een kaart op het schip leggen
islas-canarias-pic-ship-waits = het schip wacht tot { $player } { $step ->
        [area] een kolonist plaatst
        [lose] een huis verliest
       *[divert] een piraat omleidt
    }
islas-canarias-pic-count = { $what ->
        [point] { $n ->
            [one] { $n } punt
           *[other] { $n } punten
        }
       *[card] { $n ->
            [one] { $n } kaart
           *[other] { $n } kaarten
        }
    }
islas-canarias-pic-arrival-title = { $ship ->
        [arriving] Het aankomende schip, ronde { $round }: { $n ->
            [one] tot nu toe { $n } kaart in deze volgorde onthuld
           *[other] tot nu toe { $n } kaarten in deze volgorde onthuld
        }, één achtergehouden
       *[last] Het laatste schip, ronde { $round }: { $n ->
            [one] { $n } kaart in deze volgorde onthuld
           *[other] { $n } kaarten in deze volgorde onthuld
        }, één achtergehouden
    }
islas-canarias-pic-nothing-revealed = nog niets onthuld
islas-canarias-pic-builds-nowhere-none = bouwt nergens: geen eiland biedt een van zijn voorkeuren
islas-canarias-pic-builds-nowhere-tie = bouwt nergens: eilanden staan gelijk tot zijn laatste voorkeur
islas-canarias-pic-to-island = → eiland van { $player }
islas-canarias-pic-to-island-at = → eiland van { $player }, een huis op { $area }
islas-canarias-pic-to-island-as = → eiland van { $player }, een huis op { $area } (kleur op: { $colour })
islas-canarias-pic-to-island-no-house = → eiland van { $player }, maar er is geen huis meer in de voorraad
islas-canarias-pic-to-island-choose = → eiland van { $player }: { $player } kiest het gebied ({ $legal })
islas-canarias-pic-no-victim = geen slachtoffer: niemand heeft punten in { $colour }
islas-canarias-pic-attacks = valt de leider in { $colour } aan: { $who }
islas-canarias-pic-loses = { $player } verliest het huis in { $colour } op { $area }
islas-canarias-pic-no-house-to-lose = { $player } heeft geen huis om te verliezen
islas-canarias-pic-chooses-victim = { $player } kiest wie er in plaats daarvan geraakt wordt
islas-canarias-pic-chooses-house = { $player } kiest het huis dat verloren gaat
islas-canarias-pic-pirate-card =
    neemt een huis
    van de leider
    in zijn kleur
islas-canarias-pic-seat-title = { $player } · Islas Canarias · { $step }
islas-canarias-pic-no-island-chosen = nog geen eiland gekozen
islas-canarias-pic-in-hand = { $n ->
        [one] { $n } kaart in hand
       *[other] { $n } kaarten in hand
    }
islas-canarias-pic-no-privilege = geen privilege
islas-canarias-pic-river = rivier
islas-canarias-pic-road = weg
islas-canarias-pic-built-by-ship = gebouwd door het laatste schip
islas-canarias-pic-taken-by-pirate = genomen door een piraat
islas-canarias-pic-may-build = waar de aankomende kolonist mag bouwen
islas-canarias-pic-your-hand = Je hand: { $n ->
        [one] { $n } kaart
       *[other] { $n } kaarten
    } (alleen jij ziet dit)
islas-canarias-pic-standings-title = Islas Canarias · { $over ->
        [yes] Eindstand
       *[no] Stand
    } · { $step }
islas-canarias-pic-rank = plaats
islas-canarias-pic-player = speler
islas-canarias-pic-privileges = privileges
islas-canarias-pic-total = totaal · privileges
islas-canarias-pic-left = { $player } (weg)
islas-canarias-pic-ties = Gelijk totaal: meer privileges staat hoger; nog steeds gelijk, dan wordt de plaats gedeeld.
islas-canarias-pic-unowned = vrij
islas-canarias-pic-held-back = De kaart die het laatste schip achterhield: { $card }
islas-canarias-pic-table-title = Islas Canarias · { $step }
islas-canarias-pic-start = start
islas-canarias-pic-gone = weg
islas-canarias-pic-no-island-yet = nog geen eiland
islas-canarias-pic-piles = trekstapel { $deck } · aflegstapel { $discard }{ $top } · schip { $ship ->
        [one] { $ship } kaart
       *[other] { $ship } kaarten
    }
islas-canarias-pic-supply = Voorraad
islas-canarias-pic-top = (boven: { $card })

## The offline tools (`tucana sim`, `tucana ai`)

islas-canarias-tools-no-options = Islas Canarias heeft geen opties
islas-canarias-tools-players = Islas Canarias is voor 2 tot 5 spelers, niet { $players }
islas-canarias-random-move-refused = willekeurige zet { $mv } geweigerd: { $why }

## What a game's script would tell that the rules keep secret after the end

islas-canarias-kept-secret = wie welke kaart op welk schip legde

## Moves typed in the reader's words
islas-canarias-typed-draw = trek, trekken
islas-canarias-typed-build = bouw, bouwen
islas-canarias-typed-ship = verscheep, verschepen
islas-canarias-typed-palace = paleis
islas-canarias-typed-town = stad
islas-canarias-typed-on = op
islas-canarias-typed-island = eiland
islas-canarias-typed-at = bij
islas-canarias-typed-as = als
islas-canarias-typed-lose = verlies, verliezen
islas-canarias-typed-divert = omleiden
islas-canarias-typed-resign = opgeven
islas-canarias-typed-orange = oranje
islas-canarias-typed-brown = bruin
islas-canarias-typed-green = groen
islas-canarias-typed-blue = blauw
islas-canarias-typed-beige = beige
islas-canarias-typed-red = rood

## The components' names
islas-canarias-colour-orange = oranje
islas-canarias-colour-brown = bruin
islas-canarias-colour-green = groen
islas-canarias-colour-blue = blauw
islas-canarias-colour-beige = beige
islas-canarias-colour-red = rood
islas-canarias-feature-coast = kust
islas-canarias-feature-village = dorp
islas-canarias-feature-river = rivier
islas-canarias-feature-mountain = berg
islas-canarias-feature-farmland = akker
islas-canarias-feature-road = weg

## A building's kind, beside its piece in the seat's picture

islas-canarias-pic-kind = { $kind ->
    [house] huis
    [palace] paleis
   *[town] stad
  }

## Takebacks (issue 46): what /undo takes back, and what it says.
islas-canarias-undone = Teruggenomen: je bericht is ongedaan gemaakt; speel opnieuw.
islas-canarias-undo-told = nam het laatste bericht terug
islas-canarias-undo-refused = Er valt niets terug te nemen: een bericht kan alleen terug voordat de volgende speler handelt, en alleen als het geen kaart trok en het schip niet liet aankomen.
islas-canarias-undo-rule = **Terugnemen** (`/{ slash-undo }`): je eiland of het laatste bericht van je beurt, voordat de volgende speler handelt, tenzij het een kaart trok, het schip liet aankomen (de kaarten worden onthuld) of het spel beëindigde; nooit een beslissing tijdens de aankomst van het schip.
islas-canarias-typed-undo = terug, herstel
## The turn card (the turn post's picture)
islas-canarias-card-players = Spelers: punten en kaarten in de hand
islas-canarias-card-privileges = Privileges en wie ze heeft
