# Italian (it) words of Islas Canarias; translated from en.ftl.
# Terms of our own: colono (settler), pirata (pirate), nave (ship), casa / palazzo / città (house / palace / town), privilegio (privilege), riserva (supply), mazzo (deck), pila degli scarti (discard pile), area (area); the privileges: pareggi, pesca cinque, palazzo misto, costruisci ovunque, carta extra, scudo anti-pirati.
# Moves and colours may be typed in Italian (the islas-canarias-typed-* lists below: costruisci, arancione…) or in the notation's English words (build, orange…), which always work; settlers and islands stay as players type them.

islas-canarias-rules-in-short = Costruisci case sulla tua isola con le carte colono, oppure pesca; ogni turno metti una carta sulla nave: i suoi coloni vanno dove stanno meglio, i suoi pirati prendono case. A 19 punti la partita finisce.
islas-canarias-how-to-move = Scegli la tua isola con `/{ slash-move } island TF`; nel tuo turno `/{ slash-move } build 24 D2` oppure `/{ slash-move } draw`, poi `/{ slash-move } ship 57` (o tutto insieme: `build 24 D2; ship 57`), con `palace A2 B4 on A2` o `town …` in qualsiasi momento del turno; all'arrivo di una nave `at E5`, `lose A3` o `divert Ben` quando ti viene chiesto.
islas-canarias-timed-out = non ha mosso in tempo, quindi il gioco ha mosso al suo posto (pesca e imbarca la carta più bassa, la prima isola o area in ordine, oppure la casa sulla prima area)

islas-canarias-map-own = La tua isola e la tua mano.
islas-canarias-map-of = L'isola di { $player }.

## What happens on the table (after the acting player's name)

islas-canarias-diverts-attack = dirotta l'attacco su { $to } (scudo anti-pirati)
islas-canarias-privilege-taken = prende il privilegio { $colour } ({ $privilege })
islas-canarias-privilege-back = il privilegio { $colour } ({ $privilege }) torna sul tavolo

## The privileges' names

islas-canarias-privilege-ties = pareggi
islas-canarias-privilege-draw5 = pesca cinque
islas-canarias-privilege-mixed-palace = palazzo misto
islas-canarias-privilege-build-anywhere = costruisci ovunque
islas-canarias-privilege-extra-card = carta extra
islas-canarias-privilege-pirate-shield = scudo anti-pirati

## What each privilege does, in a few words (the pictures' chips and boxes)

islas-canarias-power-ties = vince i pareggi dei coloni
islas-canarias-power-draw5 = pesca 5, non 3
islas-canarias-power-mixed-palace = palazzo di 2 colori
islas-canarias-power-build-anywhere = costruisce ovunque (suo turno)
islas-canarias-power-extra-card = 1 carta in più a turno
islas-canarias-power-pirate-shield = dirotta i pirati

## Privileges in what players read

islas-canarias-extra-card-taken = ha preso una carta in più ({ $privilege })
islas-canarias-takes-privilege = prende { $privilege }
islas-canarias-privileges-held = { $count ->
        [one] privilegio
       *[other] privilegi
    } { $privileges }
islas-canarias-privilege-list = { $privileges }
islas-canarias-holds = ha { $privilege }
islas-canarias-tie-won = pareggio vinto da { $player } ({ $privilege })
islas-canarias-diverted = { $holder } lo dirotta su { $to } ({ $privilege })
islas-canarias-pieces-key = case · palazzi · città

## The ship's arrival waits for a decision (the headline; $card: the card in a few words)

islas-canarias-arrival-area = round { $round }, arrivo della nave: { $card } arriva sulla tua isola; scegli la sua area ({ $legal }) con `/{ slash-move } at <area>`
islas-canarias-arrival-colour = round { $round }, arrivo della nave: { $card } arriva sulla tua isola e il suo colore è esaurito; scegli un colore (e la sua area: { $legal }) con `/{ slash-move } at <area> as <colour>`
islas-canarias-arrival-lose = round { $round }, arrivo della nave: { $card } attacca; scegli la casa che perdi con `/{ slash-move } lose <area>`
islas-canarias-arrival-divert = round { $round }, arrivo della nave: { $card } ti attacca e il tuo { $privilege } lo dirotta; scegli chi perde una casa al posto tuo con `/{ slash-move } divert <name>`

## Refusals of a typed move (the chat notation's words stay as typed: `build`, `at <area>`)

islas-canarias-empty-move = una mossa vuota
islas-canarias-empty-step = un passo vuoto
islas-canarias-goes-alone = `{ $word }` va da solo nel suo messaggio
islas-canarias-not-an-island = "{ $typed }" non è un'isola: TF GC LZ FV LP LG
islas-canarias-write-island = scrivi `island <id>` (TF GC LZ FV LP LG)
islas-canarias-write-at = scrivi `at <area>` oppure `at <area> as <colour>`
islas-canarias-write-as = scrivi `as <colour>`
islas-canarias-write-lose = scrivi `lose <area>`
islas-canarias-write-divert = scrivi `divert <player>`
islas-canarias-not-a-player = "{ $typed }" non è un giocatore (un nome o un numero di posto)
islas-canarias-no-such-card = non c'è la carta { $number }: le carte vanno da 1 a 60
islas-canarias-not-a-card = "{ $typed }" non è una carta (un numero da 1 a 60, il nome di un colono o pirata-<colour>)
islas-canarias-not-an-area = "{ $typed }" non è un'area (A1–F6)
islas-canarias-not-a-colour = "{ $typed }" non è un colore (orange brown green blue beige red)
islas-canarias-as-does-not-go = `as` non va con { $step }
islas-canarias-write-build = scrivi `build <card> <area>`
islas-canarias-write-ship = scrivi `ship <card>`
islas-canarias-write-conversion = { $kind ->
        [palace] scrivi `palace <area> <area> on <area>`
       *[town] scrivi `town <area> <area> <area> on <area>`
    }
islas-canarias-not-a-step = "{ $typed }" non è un passo: draw, build, ship, palace, town
islas-canarias-step-refused = passo { $step } ({ $typed }): { $why }
islas-canarias-not-a-logged-move = non è una mossa registrata: "{ $logged }"
islas-canarias-timeout-is-no-move = `timeout` non è una mossa: draw, build, ship, palace o town

## Refusals of the rules

islas-canarias-no-seat = non c'è il posto { $seat }
islas-canarias-game-over = la partita è finita
islas-canarias-left-already = questo giocatore ha già lasciato la partita
islas-canarias-left = questo giocatore ha lasciato la partita
islas-canarias-chooses-an-island-now = ora { $player } sceglie un'isola
islas-canarias-whose-turn = è il turno di { $player }
islas-canarias-ship-waits-for = la nave aspetta la decisione di { $player }
islas-canarias-nobody-to-act = non tocca a nessuno
islas-canarias-not-your-turn = non è il tuo turno: tocca a { $player } { $step ->
        [island] scegliere un'isola
        [arrival] decidere sull'arrivo della nave
       *[turn] giocare
    }
islas-canarias-islands-chosen = le isole sono già state scelte
islas-canarias-island-taken = { $island } è già presa
islas-canarias-not-a-turn = ora non è un turno
islas-canarias-shipped-then-conversions = in questo turno hai già imbarcato la carta: nello stesso messaggio possono seguire solo palazzi e città
islas-canarias-action-1-taken = hai già fatto l'azione 1
islas-canarias-not-in-hand = la carta { $card } non è nella tua mano
islas-canarias-pirate-never-builds = un pirata non costruisce mai
islas-canarias-forced-draw = devi pescare: all'inizio del tuo turno avevi 0 o 1 carta, oppure solo pirati
islas-canarias-must-draw = devi pescare: la tua isola è piena o nella riserva non ci sono case
islas-canarias-not-legal = { $area } non è valida per { $card } { $settler }: valide sono { $legal }
islas-canarias-in-stock = { $kind ->
        [house] le case
        [palace] i palazzi
       *[town] le città
    } di colore { $colour } sono disponibili: `as` serve solo per un colore esaurito
islas-canarias-supply-has-none = nella riserva non { $kind ->
        [house] restano case
        [palace] restano palazzi
       *[town] restano città
    }
islas-canarias-say-which-colour = { $kind ->
        [house] niente più case
        [palace] niente più palazzi
       *[town] niente più città
    } di colore { $colour }: di' quale colore con `as <colour>` ({ $colours })
islas-canarias-none-either = { $kind ->
        [house] niente più case
        [palace] niente più palazzi
       *[town] niente più città
    } di colore { $colour } neanche qui
islas-canarias-action-1-first = prima l'azione 1: `draw` o `build`, poi `ship`
islas-canarias-shipped-already = hai già messo una carta sulla nave
islas-canarias-named-twice = { $area } è indicata due volte
islas-canarias-no-house-there = su { $area } non c'è nessuna tua casa
islas-canarias-town-of-one-colour = le case di una città devono essere di un solo colore
islas-canarias-palace-of-one-colour = le case di un palazzo devono essere di un solo colore (due colori solo con { $privilege })
islas-canarias-on-a-house-named = `on` deve essere una delle case indicate ({ $houses })
islas-canarias-not-an-empty-area = { $area } non è un'area vuota
islas-canarias-no-settler-waits = ora nessun colono aspetta un'area
islas-canarias-name-the-area = indica l'area: `at <area>` (valide: { $legal })
islas-canarias-no-pirate-waits = ora nessun pirata aspetta una casa
islas-canarias-no-attack-waits = ora nessun attacco aspetta di essere dirottato
islas-canarias-divert-to-another = dirotta l'attacco su un altro giocatore, non su di te
islas-canarias-chance-not-given = questa mossa richiede un esito del caso che il gioco non ha ricevuto

islas-canarias-pirate-victim = è la vittima del pirata

## What the game tells the table (its posts, its log) and a player of their move, and the
## standings' breakdown; a seat's line follows the player's name
islas-canarias-dotted = { $a } · { $b }
islas-canarias-spaced = { $a } { $b }
islas-canarias-note-then =
    { $said }
    { $then }
islas-canarias-left-game = ha lasciato la partita: da ora giocano le scelte predefinite
islas-canarias-chose-island = ha scelto { $code } ({ $island })
islas-canarias-drew = { $n ->
        [one] ha pescato { $n } carta
       *[other] ha pescato { $n } carte
    }
islas-canarias-cards = { $cards }
islas-canarias-no-card-drawn = nessuna carta (il mazzo e la pila degli scarti sono vuoti)
islas-canarias-you-drew = Hai pescato { $cards }.
islas-canarias-extra-card = Carta extra: { $cards }.
islas-canarias-deck-ran-out = il mazzo è finito: la pila degli scarti viene mescolata in un nuovo mazzo
islas-canarias-built = ha costruito { $card } { $settler } su { $area } — { $colour } { $points }, totale { $total }
islas-canarias-shipped = ha messo una carta sulla nave
islas-canarias-you-shipped = Hai imbarcato { $card }.
islas-canarias-made = ha fatto { $kind ->
        [palace] un palazzo
        [town] una città
       *[house] una casa
    } di colore { $colour } su { $area } da { $houses } — totale { $total }
islas-canarias-ship-arrives = R{ $round } arriva la nave: { $n } { $n ->
        [one] carta
       *[other] carte
    } da rivelare, una trattenuta
islas-canarias-no-house-to-lose = non ha case da perdere
islas-canarias-builds-nowhere = R{ $round } nave: { $card } non costruisce da nessuna parte ({ $why })
islas-canarias-gets-from-ship = riceve { $card } dalla nave ({ $why })
islas-canarias-why-count = { $priority }: { $counts }
islas-canarias-why-then = { $a }; { $b }
islas-canarias-no-house-left = nella riserva non restano case: non costruisce niente
islas-canarias-builds-house = costruisce una casa di colore { $colour } su { $area } — { $colour } { $points }, totale { $total }
islas-canarias-pirate-arrives = R{ $round } nave: { $card } — { $victims ->
        [0] nessuno ha punti nel suo colore: nessuna vittima
        [one] vittima:
       *[other] vittime:
    }
islas-canarias-loses-house = perde la casa di colore { $colour } su { $area } — totale { $total }
islas-canarias-end-triggered = la fine è avviata: il round { $round } è l'ultimo
islas-canarias-game-over-held-back = la partita è finita; la carta trattenuta era { $card }
islas-canarias-colour-points = { $colour } { $points }
islas-canarias-nothing-built = ancora niente costruito
## A seat's status, its hand, the headline, and the notes of legal moves and hints

islas-canarias-no-options = Islas Canarias non ha opzioni
islas-canarias-set-up-players = Islas Canarias si gioca da 2 a 5 giocatori, non { $players }
islas-canarias-set-up-refused = { $why }
islas-canarias-status-none = {""}
islas-canarias-status-left = ha lasciato la partita
islas-canarias-status-island = deve scegliere un'isola
islas-canarias-status-build-or-draw = deve costruire o pescare
islas-canarias-status-ship = deve mettere una carta sulla nave
islas-canarias-status-arrival = deve piazzare un colono in arrivo
islas-canarias-status-lose = deve scegliere la casa che prende un pirata
islas-canarias-status-divert = deve dirottare un pirata
islas-canarias-status-score = { $points } · { $cards } { $cards ->
        [one] carta
       *[other] carte
    }
islas-canarias-points = { $n ->
        [one] 1 punto
       *[other] { $n } punti
    }
islas-canarias-hand-empty = La tua mano è vuota.
islas-canarias-hand = La tua mano: { $cards }
islas-canarias-card = { $card }
islas-canarias-card-numbered = { $number } { $card }
islas-canarias-card-settler = { $name } ({ $colour }: { $priorities })
islas-canarias-card-pirate = pirata { $colour }
islas-canarias-card-unknown = #{ $number }
islas-canarias-nothing = {""}
islas-canarias-plus = +{ $n }
islas-canarias-minus = −{ $n }
islas-canarias-minus-ascii = -{ $n }
islas-canarias-headline-islands = a turno, tutti scelgono un'isola (`/{ slash-move } island TF`)
islas-canarias-headline = round { $round } · sulla nave { $ship ->
        [one] c'è { $ship } carta
       *[other] ci sono { $ship } carte
    } · mazzo { $deck } · { $houses } case nella riserva
islas-canarias-headline-last = { $headline } · il round { $last } è l'ultimo
islas-canarias-note-island = { $island }
islas-canarias-note-draw = prendi { $n } carte, poi imbarcane una
islas-canarias-note-build = { $settler } · { $house } · +1
islas-canarias-house = { $colour }
islas-canarias-house-next-to = { $colour }, accanto a { $features }
islas-canarias-note-a-house = { $settler } · una casa di colore { $colour }
islas-canarias-note-ship = coperta: { $card }
islas-canarias-note-lose = il pirata prende la tua casa di colore { $colour } · −1
islas-canarias-note-divert-seat = il posto { $seat } ({ $points }) perde una casa al posto tuo
islas-canarias-note-divert = { $name } ({ $points }) perde una casa al posto tuo
islas-canarias-note-conversion = { $kind ->
        [palace] un palazzo
       *[town] una città
    } di colore { $colour } · { $gain }
## The pictures' labels (the table, a seat's island, the ship's arrival, the standings;
## $player: a name)

islas-canarias-pic-round = round { $round } · { $what }
islas-canarias-pic-last-round = il round { $round } è l'ultimo
islas-canarias-pic-choosing-islands = scelta delle isole · sceglie { $player }
islas-canarias-pic-final = finale, dopo il round { $round }
islas-canarias-pic-to-build-or-draw = { $player } deve costruire o pescare
islas-canarias-pic-to-ship = { $player } deve mettere una carta sulla nave
islas-canarias-pic-ship-waits = la nave aspetta che { $player } { $step ->
        [area] piazzi un colono
        [lose] perda una casa
       *[divert] dirotti un pirata
    }
islas-canarias-pic-count = { $what ->
        [point] { $n ->
            [one] { $n } punto
           *[other] { $n } punti
        }
       *[card] { $n ->
            [one] { $n } carta
           *[other] { $n } carte
        }
    }
islas-canarias-pic-arrival-title = { $ship ->
        [arriving] La nave in arrivo, round { $round }: { $n ->
            [one] { $n } carta rivelata in quest'ordine finora
           *[other] { $n } carte rivelate in quest'ordine finora
        }, una trattenuta
       *[last] L'ultima nave, round { $round }: { $n ->
            [one] { $n } carta rivelata in quest'ordine
           *[other] { $n } carte rivelate in quest'ordine
        }, una trattenuta
    }
islas-canarias-pic-nothing-revealed = ancora niente rivelato
islas-canarias-pic-builds-nowhere-none = non costruisce da nessuna parte: nessuna isola offre una sua priorità
islas-canarias-pic-builds-nowhere-tie = non costruisce da nessuna parte: isole in parità fino all'ultima priorità
islas-canarias-pic-to-island = → isola di { $player }
islas-canarias-pic-to-island-at = → isola di { $player }, una casa su { $area }
islas-canarias-pic-to-island-as = → isola di { $player }, una casa su { $area } (esaurito: { $colour })
islas-canarias-pic-to-island-no-house = → isola di { $player }, ma nella riserva non restano case
islas-canarias-pic-to-island-choose = → isola di { $player }: { $player } sceglie l'area ({ $legal })
islas-canarias-pic-no-victim = nessuna vittima: nessuno ha punti in { $colour }
islas-canarias-pic-attacks = attacca chi guida in { $colour }: { $who }
islas-canarias-pic-loses = { $player } perde la casa di colore { $colour } su { $area }
islas-canarias-pic-no-house-to-lose = { $player } non ha case da perdere
islas-canarias-pic-chooses-victim = { $player } sceglie chi colpire al suo posto
islas-canarias-pic-chooses-house = { $player } sceglie la casa da perdere
islas-canarias-pic-pirate-card =
    prende una casa
    a chi guida
    nel suo colore
islas-canarias-pic-seat-title = { $player } · Islas Canarias · { $step }
islas-canarias-pic-no-island-chosen = ancora nessuna isola scelta
islas-canarias-pic-in-hand = { $n ->
        [one] { $n } carta in mano
       *[other] { $n } carte in mano
    }
islas-canarias-pic-no-privilege = nessun privilegio
islas-canarias-pic-river = fiume
islas-canarias-pic-road = strada
islas-canarias-pic-built-by-ship = costruita dall'ultima nave
islas-canarias-pic-taken-by-pirate = presa da un pirata
islas-canarias-pic-may-build = dove il colono in arrivo può costruire
islas-canarias-pic-your-hand = La tua mano: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } (la vedi solo tu)
islas-canarias-pic-standings-title = Islas Canarias · { $over ->
        [yes] Classifica finale
       *[no] Classifica
    } · { $step }
islas-canarias-pic-rank = pos.
islas-canarias-pic-player = giocatore
islas-canarias-pic-privileges = privilegi
islas-canarias-pic-total = totale · privilegi
islas-canarias-pic-left = { $player } (uscito)
islas-canarias-pic-ties = A parità di totale, più privilegi vale di più; in caso di ulteriore parità, il posto è condiviso.
islas-canarias-pic-unowned = libero
islas-canarias-pic-held-back = La carta trattenuta dall'ultima nave: { $card }
islas-canarias-pic-table-title = Islas Canarias · { $step }
islas-canarias-pic-start = inizio
islas-canarias-pic-gone = uscito
islas-canarias-pic-no-island-yet = ancora nessuna isola
islas-canarias-pic-piles = mazzo { $deck } · scarti { $discard }{ $top } · nave { $ship ->
        [one] { $ship } carta
       *[other] { $ship } carte
    }
islas-canarias-pic-supply = Riserva
islas-canarias-pic-top = (in cima: { $card })

## The offline tools (`tucana sim`, `tucana ai`)

islas-canarias-tools-no-options = Islas Canarias non ha opzioni
islas-canarias-tools-players = Islas Canarias si gioca da 2 a 5 giocatori, non { $players }
islas-canarias-random-move-refused = mossa casuale { $mv } rifiutata: { $why }

## What a game's script would tell that the rules keep secret after the end

islas-canarias-kept-secret = chi ha messo quale carta su ogni nave

## Moves typed in the reader's words
islas-canarias-typed-draw = pesca, pescare
islas-canarias-typed-build = costruisci, costruire
islas-canarias-typed-ship = imbarca, imbarcare
islas-canarias-typed-palace = palazzo
islas-canarias-typed-town = città
islas-canarias-typed-on = su
islas-canarias-typed-island = isola
islas-canarias-typed-at = in
islas-canarias-typed-as = come
islas-canarias-typed-lose = perdi, perdere
islas-canarias-typed-divert = devia, deviare
islas-canarias-typed-resign = abbandona, abbandonare
islas-canarias-typed-orange = arancione
islas-canarias-typed-brown = marrone
islas-canarias-typed-green = verde
islas-canarias-typed-blue = blu
islas-canarias-typed-beige = beige
islas-canarias-typed-red = rosso

## The components' names
islas-canarias-colour-orange = arancione
islas-canarias-colour-brown = marrone
islas-canarias-colour-green = verde
islas-canarias-colour-blue = blu
islas-canarias-colour-beige = beige
islas-canarias-colour-red = rosso
islas-canarias-feature-coast = costa
islas-canarias-feature-village = villaggio
islas-canarias-feature-river = fiume
islas-canarias-feature-mountain = montagna
islas-canarias-feature-farmland = campi
islas-canarias-feature-road = strada

## A building's kind, beside its piece in the seat's picture

islas-canarias-pic-kind = { $kind ->
    [house] casa
    [palace] palazzo
   *[town] città
  }

## Takebacks (issue 46): what /undo takes back, and what it says.
islas-canarias-undone = Ripreso: il tuo messaggio è annullato; gioca di nuovo.
islas-canarias-undo-told = ha ripreso il suo ultimo messaggio
islas-canarias-undo-refused = Non c'è niente da riprendere: un messaggio si riprende solo prima che agisca il giocatore successivo, e solo se non ha pescato carte né fatto arrivare la nave.
islas-canarias-undo-rule = **Riprendere** (`/{ slash-undo }`): la tua isola o l'ultimo messaggio del tuo turno, prima che agisca il giocatore successivo, a meno che abbia pescato una carta, fatto arrivare la nave (le sue carte sono rivelate) o chiuso la partita; mai una decisione durante l'arrivo della nave.
islas-canarias-typed-undo = annulla, annullare
## The turn card (the turn post's picture)
islas-canarias-card-players = Giocatori: punti e carte in mano
islas-canarias-card-privileges = Privilegi e chi li detiene
