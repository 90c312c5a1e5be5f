# Italian (it) words of La Isla; translated from en.ftl.
# Terms of our own: esploratore (explorer), risorsa (resource), segnalino (marker), tracciati animali (animal tracks), portacarte (card holder), slot (slot), regione (region), anello (ring), riserva / riserva generale (supply / general supply), mazzo di pesca (draw pile), pila degli scarti (discard pile), primo giocatore (start player), PV (VP); the cards' functions: jolly, economico, mossa segnalino, punti, extra, scambio, pesca quattro, slot extra, occupato.
# Moves, colours and animals may be typed in Italian (the la-isla-typed-* lists below: piazza, giallo, rospo…) or in the notation's English words (place, yellow, toad…), which always work.

la-isla-rules-in-short = A ogni round peschi tre carte e ne assegni in segreto una a ciascuna delle azioni A, B e D: A la mette nel tuo portacarte, dove la sua funzione speciale vale per il resto della partita; B dà una risorsa del suo colore; D fa salire il segnalino di un animale. In mezzo, ogni giocatore piazza o sposta un esploratore, pagando risorse del colore dello spazio: circonda una regione con i tuoi esploratori per prenderne l'animale. Quando i segnalini raggiungono la soglia, la partita finisce: contano i set dei cinque animali, ogni animale per il suo segnalino e le risorse avanzate.
la-isla-how-to-move = A ogni round assegna in segreto tre delle tue carte alle azioni A, B e D con `/{ slash-move } assign 1 2 3`; poi, nel tuo turno, `/{ slash-move } place O9`, `/{ slash-move } move I3 O1` oppure `/{ slash-move } pass yellow`.
la-isla-timed-out = non ha mosso in tempo, quindi il gioco ha mosso al suo posto: le carte 1, 2, 3 per A, B, D, oppure un passo prendendo la risorsa che ha in minor quantità

la-isla-map-own = La tua isola e le tue carte.
la-isla-map-of = L'isola, come la vede { $player }.

## The cards' names

la-isla-card-wild = jolly { $colour }
la-isla-card-cheap = { $symbol } economico
la-isla-card-sym-mark = mossa segnalino { $symbol }
la-isla-card-sym-res = risorsa { $symbol }
la-isla-card-sym-vp = punti { $symbol }
la-isla-card-b-extra = { $colour } extra
la-isla-card-b-mark = mossa segnalino B { $colour }
la-isla-card-b-vp = punti B { $colour }
la-isla-card-d-vp = punti D { $animal }
la-isla-card-d-res = risorsa D { $animal }
la-isla-card-land-res = risorsa terreno { $colour }
la-isla-card-land-vp = punti terreno { $colour }
la-isla-card-land-mark = mossa segnalino terreno { $colour }
la-isla-card-d-any = cambio D { $animal }
la-isla-card-tile-res = risorsa tessera { $animal }
la-isla-card-tile-vp = punti tessera { $animal }
la-isla-card-tile-mark = mossa segnalino tessera { $animal }
la-isla-card-ring-vp = punti anello { $ring }
la-isla-card-explorer = esploratore
la-isla-card-extra-slot = slot extra
la-isla-card-draw4 = pesca quattro
la-isla-card-occ-swap = scambio occupato
la-isla-card-occ-vp = punti occupato
la-isla-card-occ-cheap = occupato economico

## A player's board

la-isla-b-moves-marker = B sposta il segnalino { $animal }

## Refusals of a typed move

la-isla-usage = una mossa è `assign A B D`, `place <space>`, `move <from> <to>` oppure `pass <colour>` (vedi /help)
la-isla-say-where = di' dove: `place O9` (uno spazio da I1 a O20)
la-isla-say-which-explorer = di' quale esploratore e dove: `move I3 O1`
la-isla-say-which-resource = di' quale risorsa prendi: `pass yellow`
la-isla-not-a-space = { $typed } non è uno spazio: I1–I10, M1–M10, O1–O20
la-isla-not-a-colour = { $typed } non è un colore: yellow, green, gray, beige, brown (oppure ye gn gy be br)
la-isla-not-an-animal = { $typed } non è un animale: dodo, fossa, toad, pika, moth
la-isla-not-a-card = { $typed } non è una carta: una posizione nella mano da 1 a 4 o un numero come #17
la-isla-not-a-slot = { $typed } non è uno slot: 1, 2, 3 …
la-isla-name-three-cards = indica tre carte, per A, B e D: `assign 1 2 3`
la-isla-a-fourth-card = indica tre carte, per A, B e D: una quarta carta in mano viene scartata da sola
la-isla-needs-a-value = `{ $option }` vuole un valore
la-isla-takes-one-value = `{ $option }` vuole un solo valore
la-isla-given-twice = `{ $option }` è indicato due volte
la-isla-not-an-assignment-option = un'assegnazione accetta `cover` e `mark`, non `{ $typed }`
la-isla-not-an-option-here = `{ $option }` non è un'opzione valida qui (opzioni: { $options })
la-isla-swap-form = uno scambio si scrive `swap give:take`, per esempio `swap br:gn`
la-isla-not-a-move = non è una mossa di La Isla: { $logged }

## Refusals of the rules

la-isla-no-seat = in questa partita non c'è { $seat }
la-isla-game-over = la partita è finita
la-isla-you-left = hai lasciato questa partita
la-isla-cards-revealed = le carte di questo round sono già state rivelate
la-isla-c-after-everyone = l'azione C inizia quando tutti hanno assegnato le carte; fino ad allora puoi cambiare le tue con un altro `assign`
la-isla-assign-first = prima assegna le tue carte: `assign A B D`
la-isla-not-your-turn = non è il tuo turno: l'azione C si gioca un giocatore alla volta, in ordine di turno dal primo giocatore
la-isla-no-hand-card = { $cards ->
        [one] hai { $cards } carta in mano, quindi non c'è la carta { $card }
       *[other] hai { $cards } carte in mano, quindi non c'è la carta { $card }
    }
la-isla-not-in-hand = #{ $card } non è nella tua mano
la-isla-three-different = A, B e D vogliono tre carte diverse
la-isla-say-cover = i tuoi { $slots } slot sono pieni: di' quale copre A, per esempio `cover { $slot }`
la-isla-no-slot = hai gli slot 1–{ $slots }, quindi non c'è lo slot { $slot }
la-isla-no-b-marker-move = `mark { $typed }`: non avrai nessuna carta { $card } visibile per la tua carta B di colore { $colour }, quindi l'azione B non dà spostamenti di segnalino
la-isla-pay-how-many = qui { $space } costa { $cost }, quindi paga { $cost } { $cost ->
        [one] risorsa
       *[other] risorse
    }
la-isla-you-have = hai { $count } { $colour }
la-isla-pay-the-colour = { $space } è { $colour }: paga { $colour }, oppure al massimo un { $other } con una carta { $card } visibile
la-isla-supply-empty = la tua riserva è vuota: sposta invece un esploratore (`move <from> <to>`)
la-isla-place-first = { $explorers ->
        [one] hai ancora { $explorers } esploratore nella riserva: piazzalo con `place`
       *[other] hai ancora { $explorers } esploratori nella riserva: piazzane uno con `place`
    }
la-isla-no-explorer-on = non hai esploratori su { $space }
la-isla-explorer-on-already = hai già un esploratore su { $space }
la-isla-cannot-pay = { $space } costa { $cost } { $colour } e non puoi pagarlo
la-isla-dmove-needs = `dmove` richiede una carta { $card } visibile: la tua carta D è { $animal }
la-isla-dget-needs = `dget` richiede una carta { $card } visibile (l'azione D sposta { $animal })
la-isla-gets-granted = questo piazzamento dà { $gains } { $gains ->
        [one] risorsa
       *[other] risorse
    } a scelta, non { $given }
la-isla-marks-granted = questo piazzamento dà { $marks } { $marks ->
        [one] spostamento
       *[other] spostamenti
    } di segnalino
la-isla-swap-needs = `swap` richiede una carta { $card } visibile e un esploratore di un altro giocatore sullo spazio di arrivo
la-isla-nothing-to-swap = `swap { $give }:{ $take }`: non ti resterà nessun { $colour } da dare
la-isla-reshuffle-missing = il mazzo di pesca finisce nel round { $round }: lo script deve indicare reshuffle { $reshuffle }
la-isla-reshuffle-wrong = reshuffle { $reshuffle } deve contenere esattamente le { $cards } carte della pila degli scarti

## What the game tells the table (its posts, its log), after a player's name where it names one
la-isla-nothing = {""}
la-isla-dotted = { $a } · { $b }
la-isla-plus-one = +1 { $colour }
la-isla-gains = {" "}— { $parts }
la-isla-played = : R{ $round } { $typed }{ $gains }
la-isla-left = ha lasciato la partita: da ora il gioco usa le sue scelte predefinite.
la-isla-region-taken = { $region } { $animal } +{ $value }
la-isla-cards-points = carte +{ $effects }
la-isla-swaps = scambia { $give } con { $take }
la-isla-left-passes = (ha lasciato la partita) passa e prende un { $colour }.
la-isla-two-points = +2 PV ({ $card })
la-isla-declines = rinuncia a { $card }
la-isla-gain-by = +1 { $colour } ({ $card })
la-isla-d-switched = {" "}(con la carta { $card }, non { $shown })
la-isla-action-d = : D{ $via } { $parts }.
la-isla-markers-end = I valori dei segnalini arrivano a { $sum }, almeno { $threshold }: la partita finisce.
la-isla-markers = Segnalini { $sum } su { $threshold }.
la-isla-markers-next-round = Segnalini { $sum } su { $threshold }. Inizia il **round { $round }**: si distribuiscono nuove carte.
la-isla-final = : { $play } + set { $sets } + animali { $animals } + risorse { $resources } = **{ $total }**
la-isla-deal-incomplete = Il mazzo di pesca e la pila degli scarti insieme non bastano a completare la distribuzione: la partita finisce ora.
la-isla-reshuffled = Il mazzo di pesca è vuoto: le { $n } carte della pila degli scarti vengono mescolate in un nuovo mazzo.
la-isla-revealed = **Round { $round }: le carte vengono rivelate.**
la-isla-discards = scarta #{ $card }
la-isla-action-a = A #{ $card } { $function } nello slot { $slot }{ $explorer ->
        [took] , +1 esploratore dalla riserva generale
        [none-left] {" "}(nella riserva generale non restano suoi esploratori)
       *[no] {""}
    }
la-isla-action-b = B #{ $card } +1 { $colour }
la-isla-parts = { $parts }
la-isla-action-d-card = D #{ $card } { $animal }
la-isla-reveal-line = : { $words }.
la-isla-marker-at-top = { $animal } resta in cima, +{ $count } PV
la-isla-marker-up = { $animal } { $from } → { $to }, +{ $count } PV

## What a move's player reads of it, and the standings' breakdown
la-isla-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
la-isla-card-text = #{ $number } { $function } | { $resource } | { $animal }
la-isla-card-number = #{ $number }
la-isla-assigned = A { $a } · B { $b } · D { $d }. { $revealed ->
        [yes] Tutti hanno assegnato: le carte vengono rivelate.
       *[no] Nessuno vede le tue carte finché tutti non hanno assegnato; fino ad allora puoi cambiarle con un altro `assign`.
    }
la-isla-done-game-over = Fatto. La partita è finita: { $after } PV in tutto, punteggio finale compreso.
la-isla-done-round-over = Fatto: ora { $after } PV ({ $gained }, con l'azione D: il round { $round } è finito).
la-isla-done = Fatto: ora { $after } PV ({ $gained }).
la-isla-breakdown-final = { $play } in gioco + set { $sets } + animali { $animals } + risorse { $resources }
la-isla-animal-count = { $animal } { $count }
la-isla-no-animals = nessuno
la-isla-breakdown = { $resources } risorse · animali { $animals } · { $now } se la partita finisse ora
## The options, a seat's status, the headline, and the notes of legal moves and hints

la-isla-menu-deck = Le carte
la-isla-deck-basic = mazzo base (120 carte)
la-isla-deck-full = mazzo completo (180 carte)
la-isla-option-deck = deck vale basic o full, non { $value }
la-isla-option-unknown = La Isla non ha l'opzione { $key } (deck)
la-isla-set-up-players = La Isla si gioca da 2 a 4 giocatori, non { $players }
la-isla-set-up-refused = { $why }
la-isla-status-none = {""}
la-isla-status-left = ha lasciato la partita
la-isla-status-assigned = ha assegnato (può ancora cambiare)
la-isla-status-to-assign = deve assegnare le carte
la-isla-status-action-c = deve fare l'azione C
la-isla-status-vp = { $vp } PV
la-isla-headline-assign = tutti assegnano in segreto tre carte ad A, B e D (`/{ slash-move } assign 1 2 3`) · segnalini { $sum } su { $threshold }
la-isla-headline-turns = azione C: piazza o sposta un esploratore, oppure passa · segnalini { $sum } su { $threshold }
la-isla-note-assign = A { $function } · B { $resource } · D { $animal }
la-isla-note-place = +{ $vp } PV · { $colour } { $symbol } · paga { $pay }
la-isla-note-place-takes = { $note } · prende { $claims }
la-isla-claim = { $label } { $animal }
la-isla-note-pass = prendi invece una risorsa di colore { $colour }
la-isla-gains-assign = A { $function } · B +1 { $resource } · D { $animal }
la-isla-gains-nothing = {""}
la-isla-gains-vp = +{ $vp } PV
la-isla-gains-takes = { $gains } · prende { $takes }
la-isla-gains-marks = { $gains } · { $n } { $n ->
        [one] spostamento
       *[other] spostamenti
    } di segnalino
la-isla-gains-pass = +1 { $colour }
## The pictures' labels (the island, a player's board, the standings)

la-isla-pic-step-assign = Round { $round } · assegnazione carte
la-isla-pic-step-turns = Round { $round } · azione C
la-isla-pic-step-over = Partita finita dopo il round { $round }
la-isla-pic-to-act-c = Tocca a { $player }: azione C
la-isla-pic-assigning-ready = Assegnazione carte: { $ready } su { $players } pronti
la-isla-pic-over = La partita è finita
la-isla-pic-start-player-is = primo giocatore: { $player }
la-isla-pic-piles = mazzo { $draw } · scarti { $discard }
la-isla-pic-players = Giocatori
la-isla-pic-explorers-head = esploratori
la-isla-pic-left = ha lasciato
la-isla-pic-choosing-cards = sceglie le carte
la-isla-pic-cards-assigned = carte assegnate
la-isla-pic-to-act = di turno
la-isla-pic-in-supply = { $n } in riserva
la-isla-pic-on-island = { $on } sull'isola, { $general } generale
la-isla-pic-animal-tracks = Tracciati animali
la-isla-pic-area-value = valore area
la-isla-pic-marker-sum = valori dei segnalini { $sum } su { $limit }: la partita finisce a { $limit }
la-isla-pic-empty = vuoto
la-isla-pic-final-standings = Classifica finale
la-isla-pic-standings = Classifica
la-isla-pic-standings-sub = La Isla · { $players } giocatori · { $step }
la-isla-pic-scoring-to-come = punteggio finale ancora da fare
la-isla-pic-player = Giocatore
la-isla-pic-scored-in-play = punti in gioco
la-isla-pic-final-scoring = punteggio finale
la-isla-pic-animal-counts = animali (numero)
la-isla-pic-resources-left = risorse
la-isla-pic-col = { $k ->
        [regions] regioni
        [cards] carte
        [markers] segnalini
        [sets] set
        [animals] animali
       *[resources] ris./2
    }
la-isla-pic-large = grande
la-isla-pic-markers-foot = Segnalini: ogni animale vale il suo valore per ogni animale posseduto alla fine · somma { $sum } su { $limit }
la-isla-pic-position = posizione { $pos }, valore { $value }
la-isla-pic-board-sub = { $colour } · posto { $seat } · { $step }
la-isla-pic-start-player = primo giocatore
la-isla-pic-assigned-own = Carte assegnate: mostrate qui sotto, nascoste agli altri fino alla rivelazione
la-isla-pic-assigned = Carte assegnate (nascoste finché tutti non hanno assegnato)
la-isla-pic-assign-own = Assegna tre delle tue { $cards } carte ad A, B e D: /{ slash-move } assign 1 2 3
la-isla-pic-choosing = Sceglie quali carte assegnare
la-isla-pic-your-action-c = Tocca a te, azione C: piazza o sposta un esploratore, oppure passa
la-isla-pic-action-c-seat = Azione C: tocca al posto { $seat }
la-isla-pic-action-c = Azione C
la-isla-pic-resources = Risorse
la-isla-pic-in-all = { $n } in tutto
la-isla-pic-explorers = Esploratori
la-isla-pic-none = nessuno
la-isla-pic-explorers-line = { $supply } nella tua riserva · { $general } rimasti nella riserva generale · sull'isola: { $on }
la-isla-pic-tiles = Tessere animale: le tessere piccole prese, la tessera grande (conta 2)
la-isla-pic-counts = conta { $n }
la-isla-pic-large-tile = { $animal } grande
la-isla-pic-cardholder = Portacarte: la carta visibile di ogni slot
la-isla-pic-slot = slot { $slot }
la-isla-pic-covered = { $covered } coperte sotto
la-isla-pic-hand = La tua mano (solo tu vedi questa immagine)
la-isla-pic-no-hand = nessuna carta in mano fino alla prossima distribuzione
la-isla-pic-this-round = Le carte di questo round per A, B e D
la-isla-pic-round-over = la partita è finita
la-isla-pic-round-assigned = assegnate, nascoste finché tutti non hanno assegnato
la-isla-pic-round-not-assigned = non ancora assegnate
la-isla-pic-round-none-yet = ancora nessuna: /{ slash-move } assign A B D, con le posizioni nella mano 1–4
la-isla-pic-covers-slot = A copre lo slot { $slot }
la-isla-pic-seat-colour = { $seat ->
        [0] rosso
        [1] blu
        [2] bianco
       *[3] nero
    }

## What each card's special function does

la-isla-effect-wild = una risorsa di colore { $colour } può sostituirne un'altra quando paghi
la-isla-effect-cheap = piazzare su un { $symbol } costa 1
la-isla-effect-sym-mark = uno spostamento di segnalino dopo aver piazzato su un { $symbol }
la-isla-effect-sym-res = +1 risorsa a scelta dopo aver piazzato su un { $symbol }
la-isla-effect-sym-vp = +3 PV dopo aver piazzato su un { $symbol }
la-isla-effect-b-extra = +1 risorsa di colore { $colour } in più quando la carta B è di colore { $colour }
la-isla-effect-b-mark = uno spostamento di segnalino quando la carta B è di colore { $colour }
la-isla-effect-b-vp = +2 PV quando la carta B è di colore { $colour }
la-isla-effect-d-vp = +2 PV quando l'azione D sposta il segnalino { $animal }
la-isla-effect-d-res = +1 risorsa a scelta quando l'azione D sposta il segnalino { $animal }
la-isla-effect-land-res = +1 risorsa a scelta dopo aver piazzato su uno spazio { $colour }
la-isla-effect-land-vp = +3 PV dopo aver piazzato su uno spazio { $colour }
la-isla-effect-land-mark = uno spostamento di segnalino dopo aver piazzato su uno spazio { $colour }
la-isla-effect-d-any = una carta D con { $animal } può spostare qualsiasi segnalino
la-isla-effect-tile-res = +1 risorsa a scelta per ogni tessera { $animal } presa
la-isla-effect-tile-vp = +3 PV per ogni tessera { $animal } presa
la-isla-effect-tile-mark = uno spostamento di segnalino per ogni tessera { $animal } presa
la-isla-effect-ring-vp = +2 PV dopo aver piazzato sull'anello { $ring }
la-isla-effect-explorer = prendi 1 esploratore del tuo colore dalla riserva generale
la-isla-effect-extra-slot = un nuovo slot nel portacarte
la-isla-effect-draw4 = pesca 4 carte invece di 3
la-isla-effect-occ-swap = scambia 1 risorsa dopo aver piazzato su uno spazio occupato
la-isla-effect-occ-vp = +2 PV dopo aver piazzato su uno spazio occupato
la-isla-effect-occ-cheap = uno spazio occupato costa 1

## The offline tools (`tucana sim`, `tucana ai`)

la-isla-takes-players = La Isla si gioca da 2 a 4 giocatori, non { $players }

## Moves typed in the reader's words
la-isla-typed-assign = assegna, assegnare
la-isla-typed-place = piazza, metti
la-isla-typed-move = sposta, muovi
la-isla-typed-pass = passo, passa
la-isla-typed-resign = abbandona, abbandonare
la-isla-typed-cover = copri, coprire
la-isla-typed-mark = segna, segnare
la-isla-typed-none = nessuno, niente
la-isla-typed-pay = paga, pagare
la-isla-typed-get = prendi, prendere
la-isla-typed-swap = scambia, scambiare
la-isla-typed-yellow = giallo
la-isla-typed-green = verde
la-isla-typed-gray = grigio
la-isla-typed-beige = beige
la-isla-typed-brown = marrone
la-isla-typed-dodo = dodo
la-isla-typed-fossa = fossa
la-isla-typed-toad = rospo
la-isla-typed-pika = pika
la-isla-typed-moth = falena

## The components' names
la-isla-colour-yellow = giallo
la-isla-colour-green = verde
la-isla-colour-gray = grigio
la-isla-colour-beige = beige
la-isla-colour-brown = marrone
la-isla-landscape-desert = deserto
la-isla-landscape-grassland = prateria
la-isla-landscape-mountain = montagna
la-isla-landscape-steppe = steppa
la-isla-landscape-swamp = palude
la-isla-animal-dodo = dodo
la-isla-animal-fossa = fossa
la-isla-animal-toad = rospo
la-isla-animal-pika = pika
la-isla-animal-moth = falena
la-isla-symbol-tent = tenda
la-isla-symbol-hat = cappello
la-isla-symbol-rope = corda
la-isla-symbol-bottle = bottiglia
la-isla-symbol-backpack = zaino
la-isla-ring-inner = interno
la-isla-ring-middle = medio
la-isla-ring-outer = esterno

## Takebacks (issue 46): what /undo takes back, and what it says.
la-isla-undone = Ripresa: la tua mossa è annullata; gioca di nuovo.
la-isla-undo-told = ha ripreso la sua mossa
la-isla-undo-refused = Non c'è niente da riprendere: un'assegnazione si riprende finché le carte non sono rivelate, un'azione C solo prima che agisca il giocatore successivo e se non ha chiuso il round.
la-isla-undo-rule = **Riprendere** (`/{ slash-undo }`): la tua assegnazione segreta, finché le carte non sono rivelate (poi assegna di nuovo); la tua azione C, prima che agisca il giocatore successivo, a meno che abbia chiuso il round (si distribuiscono carte nuove) o la partita.
la-isla-typed-undo = annulla, annullare
## The turn card (the turn post's picture)
la-isla-card-player = { $player } · { $vp } PV · { $supply } in riserva
la-isla-card-markers = Segnalini animali: il valore di ogni animale
