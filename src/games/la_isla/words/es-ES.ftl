# Spanish (Spain; also served to Latin America, so prefer neutral Spanish where it costs nothing) (es-ES) words of La Isla; translated from en.ftl.
# Terms of our own: explorador, portacartas, hueco (slot), recurso, marcador, reserva / reserva general, región, anillo, casilla, loseta de animal, mazo de robo, descarte, jugador inicial, umbral, the cards' names below (comodín, barato, cambio…).
# Moves, colours and animals may be typed in Spanish (the la-isla-typed-* lists below: colocar, amarillo, sapo…) or in the notation's English words (place, yellow, toad…), which always work.

la-isla-rules-in-short = Cada ronda robas tres cartas y, en secreto, das una a cada acción A, B y D: A la pone en tu portacartas, donde su función especial actúa el resto de la partida; B da un recurso de su color; D sube el marcador de un animal. Entre medias, cada jugador coloca o mueve un explorador pagando recursos del color de la casilla: rodea una región con tus propios exploradores para llevarte su animal. Cuando los marcadores suman el umbral, la partida termina: puntúan los grupos de los cinco animales, cada animal por su marcador y los recursos sobrantes.
la-isla-how-to-move = Cada ronda, da en secreto tres de tus cartas a las acciones A, B y D con `/{ slash-move } assign 1 2 3`; luego, en tu turno, `/{ slash-move } place O9`, `/{ slash-move } move I3 O1` o `/{ slash-move } pass yellow`.
la-isla-timed-out = no jugó a tiempo, así que la partida jugó en su lugar: las cartas 1, 2 y 3 de la mano para A, B y D, o pasar tomando el recurso del que menos tiene

la-isla-map-own = Tu isla y tus cartas.
la-isla-map-of = La isla, tal como la ve { $player }.

## The cards' names

la-isla-card-wild = comodín { $colour }
la-isla-card-cheap = { $symbol } barato
la-isla-card-sym-mark = marcador { $symbol }
la-isla-card-sym-res = recurso { $symbol }
la-isla-card-sym-vp = puntos { $symbol }
la-isla-card-b-extra = { $colour } extra
la-isla-card-b-mark = marcador B { $colour }
la-isla-card-b-vp = puntos B { $colour }
la-isla-card-d-vp = puntos D { $animal }
la-isla-card-d-res = recurso D { $animal }
la-isla-card-land-res = recurso tierra { $colour }
la-isla-card-land-vp = puntos tierra { $colour }
la-isla-card-land-mark = marcador tierra { $colour }
la-isla-card-d-any = cambio D { $animal }
la-isla-card-tile-res = recurso loseta { $animal }
la-isla-card-tile-vp = puntos loseta { $animal }
la-isla-card-tile-mark = marcador loseta { $animal }
la-isla-card-ring-vp = puntos anillo { $ring }
la-isla-card-explorer = explorador
la-isla-card-extra-slot = hueco extra
la-isla-card-draw4 = roba cuatro
la-isla-card-occ-swap = cambio ocupada
la-isla-card-occ-vp = puntos ocupada
la-isla-card-occ-cheap = ocupada barata

## A player's board

la-isla-b-moves-marker = B mueve el marcador de { $animal }

## Refusals of a typed move (la-isla.md §8)

la-isla-usage = una jugada es `assign A B D`, `place <space>`, `move <from> <to>` o `pass <colour>` (mira /help)
la-isla-say-where = di dónde: `place O9` (una casilla de I1 a O20)
la-isla-say-which-explorer = di qué explorador y adónde: `move I3 O1`
la-isla-say-which-resource = di qué recurso tomas: `pass yellow`
la-isla-not-a-space = { $typed } no es una casilla: I1–I10, M1–M10, O1–O20
la-isla-not-a-colour = { $typed } no es un color: yellow, green, gray, beige, brown (o ye gn gy be br)
la-isla-not-an-animal = { $typed } no es un animal: dodo, fossa, toad, pika, moth
la-isla-not-a-card = { $typed } no es una carta: una posición de la mano 1–4 o un número como #17
la-isla-not-a-slot = { $typed } no es un hueco: 1, 2, 3 …
la-isla-name-three-cards = indica tres cartas, para A, B y D: `assign 1 2 3`
la-isla-a-fourth-card = indica tres cartas, para A, B y D: la cuarta carta de tu mano se descarta sola
la-isla-needs-a-value = `{ $option }` necesita un valor
la-isla-takes-one-value = `{ $option }` admite un solo valor
la-isla-given-twice = `{ $option }` aparece dos veces
la-isla-not-an-assignment-option = un reparto admite `cover` y `mark`, no `{ $typed }`
la-isla-not-an-option-here = `{ $option }` no es una opción aquí (opciones: { $options })
la-isla-swap-form = un cambio es `swap give:take`, p. ej. `swap br:gn`
la-isla-not-a-move = no es una jugada de La Isla: { $logged }

## Refusals of the rules

la-isla-no-seat = no hay { $seat } en esta partida
la-isla-game-over = la partida ha terminado
la-isla-you-left = has abandonado esta partida
la-isla-cards-revealed = las cartas de esta ronda ya se han revelado
la-isla-c-after-everyone = la acción C empieza cuando todos han repartido sus cartas; hasta entonces puedes cambiar las tuyas con otro `assign`
la-isla-assign-first = primero reparte tus cartas: `assign A B D`
la-isla-not-your-turn = no es tu turno: la acción C va de un jugador en uno, en orden de turno desde el jugador inicial
la-isla-no-hand-card = tu mano tiene { $cards } { $cards ->
        [one] carta
       *[other] cartas
    }, así que no hay carta { $card }
la-isla-not-in-hand = #{ $card } no está en tu mano
la-isla-three-different = A, B y D necesitan tres cartas distintas
la-isla-say-cover = tus { $slots } huecos están llenos: di cuál cubre A, p. ej. `cover { $slot }`
la-isla-no-slot = tienes los huecos 1–{ $slots }, así que no hay hueco { $slot }
la-isla-no-b-marker-move = `mark { $typed }`: no tendrás a la vista ninguna carta «{ $card }» para tu carta B de color { $colour }, así que la acción B no mueve ningún marcador
la-isla-pay-how-many = { $space } cuesta { $cost } aquí, así que paga { $cost } { $cost ->
        [one] recurso
       *[other] recursos
    }
la-isla-you-have = tienes { $count } { $colour }
la-isla-pay-the-colour = { $space } es { $colour }: paga { $colour }, o como mucho un { $other } con una carta «{ $card }» a la vista
la-isla-supply-empty = tu reserva está vacía: mueve un explorador en su lugar (`move <from> <to>`)
la-isla-place-first = aún { $explorers ->
        [one] tienes { $explorers } explorador
       *[other] tienes { $explorers } exploradores
    } en tu reserva: coloca uno con `place`
la-isla-no-explorer-on = no tienes ningún explorador en { $space }
la-isla-explorer-on-already = ya tienes un explorador en { $space }
la-isla-cannot-pay = { $space } cuesta { $cost } { $colour } y no puedes pagarlo
la-isla-dmove-needs = `dmove` necesita una carta «{ $card }» a la vista: tu carta D es { $animal }
la-isla-dget-needs = `dget` necesita una carta «{ $card }» a la vista (la acción D mueve { $animal })
la-isla-gets-granted = esta colocación da { $gains } { $gains ->
        [one] recurso
       *[other] recursos
    } a tu elección, no { $given }
la-isla-marks-granted = esta colocación da { $marks } { $marks ->
        [one] movimiento
       *[other] movimientos
    } de marcador
la-isla-swap-needs = `swap` necesita una carta «{ $card }» a la vista y un explorador de otro jugador en la casilla de destino
la-isla-nothing-to-swap = `swap { $give }:{ $take }`: no te quedará { $colour } que dar
la-isla-reshuffle-missing = el mazo de robo se agota en la ronda { $round }: el guion debe indicar reshuffle { $reshuffle }
la-isla-reshuffle-wrong = reshuffle { $reshuffle } debe contener exactamente las { $cards } cartas del descarte

## What the game tells the table (its posts, its log), after a player's name where it names one
la-isla-nothing = {""}
la-isla-dotted = { $a } · { $b }
la-isla-plus-one = +1 { $colour }
la-isla-gains = {" "}— { $parts }
la-isla-played = : R{ $round } { $typed }{ $gains }
la-isla-left = abandonó la partida: desde ahora la partida juega sus jugadas por defecto.
la-isla-region-taken = { $region } { $animal } +{ $value }
la-isla-cards-points = cartas +{ $effects }
la-isla-swaps = cambia { $give } por { $take }
la-isla-left-passes = (abandonó la partida) pasa y toma un { $colour }.
la-isla-two-points = +2 PV ({ $card })
la-isla-declines = renuncia a { $card }
la-isla-gain-by = +1 { $colour } ({ $card })
la-isla-d-switched = {" "}(con «{ $card }», no { $shown })
la-isla-action-d = : D{ $via } { $parts }.
la-isla-markers-end = Los valores de los marcadores suman { $sum }, al menos { $threshold }: la partida termina.
la-isla-markers = Marcadores { $sum } de { $threshold }.
la-isla-markers-next-round = Marcadores { $sum } de { $threshold }. Empieza la **ronda { $round }**: se reparten cartas nuevas.
la-isla-final = : { $play } + grupos { $sets } + animales { $animals } + recursos { $resources } = **{ $total }**
la-isla-deal-incomplete = El mazo de robo y el descarte juntos no completan el reparto: la partida termina ya.
la-isla-reshuffled = El mazo de robo está vacío: se barajan las { $n } cartas del descarte para formar uno nuevo.
la-isla-revealed = **Ronda { $round }: se revelan las cartas.**
la-isla-discards = descarta #{ $card }
la-isla-action-a = A #{ $card } { $function } en el hueco { $slot }{ $explorer ->
        [took] , +1 explorador de la reserva general
        [none-left] {" "}(no le quedan exploradores en la reserva general)
       *[no] {""}
    }
la-isla-action-b = B #{ $card } +1 { $colour }
la-isla-parts = { $parts }
la-isla-action-d-card = D #{ $card } { $animal }
la-isla-reveal-line = : { $words }.
la-isla-marker-at-top = { $animal } sigue arriba del todo, +{ $count } PV
la-isla-marker-up = { $animal } { $from } → { $to }, +{ $count } PV

## What a move's player reads of it, and the standings' breakdown
la-isla-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
la-isla-card-text = #{ $number } { $function } | { $resource } | { $animal }
la-isla-card-number = #{ $number }
la-isla-assigned = A { $a } · B { $b } · D { $d }. { $revealed ->
        [yes] Todos han repartido: se revelan las cartas.
       *[no] Nadie ve tus cartas hasta que todos hayan repartido; hasta entonces puedes cambiarlas con otro `assign`.
    }
la-isla-done-game-over = Hecho. La partida ha terminado: { $after } PV en total, con la puntuación final.
la-isla-done-round-over = Hecho: { $after } PV ahora ({ $gained }, con la acción D: ha terminado la ronda { $round }).
la-isla-done = Hecho: { $after } PV ahora ({ $gained }).
la-isla-breakdown-final = { $play } en juego + grupos { $sets } + animales { $animals } + recursos { $resources }
la-isla-animal-count = { $animal } { $count }
la-isla-no-animals = ninguno
la-isla-breakdown = { $resources } recursos · animales { $animals } · { $now } si la partida terminara ahora
## The options, a seat's status, the headline, and the notes of legal moves and hints

la-isla-menu-deck = Las cartas
la-isla-deck-basic = mazo básico (120 cartas)
la-isla-deck-full = mazo completo (180 cartas)
la-isla-option-deck = deck es basic o full, no { $value }
la-isla-option-unknown = La Isla no tiene la opción { $key } (deck)
la-isla-set-up-players = La Isla es de 2 a 4 jugadores, no { $players }
la-isla-set-up-refused = { $why }
la-isla-status-none = {""}
la-isla-status-left = abandonó la partida
la-isla-status-assigned = ha repartido (aún puede cambiar)
la-isla-status-to-assign = por repartir cartas
la-isla-status-action-c = por hacer la acción C
la-isla-status-vp = { $vp } PV
la-isla-headline-assign = todos reparten en secreto tres cartas a A, B y D (`/{ slash-move } assign 1 2 3`) · marcadores { $sum } de { $threshold }
la-isla-headline-turns = acción C: coloca o mueve un explorador, o pasa · marcadores { $sum } de { $threshold }
la-isla-note-assign = A { $function } · B { $resource } · D { $animal }
la-isla-note-place = +{ $vp } PV · { $colour } { $symbol } · paga { $pay }
la-isla-note-place-takes = { $note } · se lleva { $claims }
la-isla-claim = { $label } { $animal }
la-isla-note-pass = toma un recurso { $colour } en su lugar
la-isla-gains-assign = A { $function } · B +1 { $resource } · D { $animal }
la-isla-gains-nothing = {""}
la-isla-gains-vp = +{ $vp } PV
la-isla-gains-takes = { $gains } · se lleva { $takes }
la-isla-gains-marks = { $gains } · { $n } mov. de marcador
la-isla-gains-pass = +1 { $colour }
## The pictures' labels (the island, a player's board, the standings)

la-isla-pic-step-assign = Ronda { $round } · reparto de cartas
la-isla-pic-step-turns = Ronda { $round } · acción C
la-isla-pic-step-over = Fin tras la ronda { $round }
la-isla-pic-to-act-c = Le toca a { $player }: acción C
la-isla-pic-assigning-ready = Reparto de cartas: { $ready } de { $players } listos
la-isla-pic-over = Partida terminada
la-isla-pic-start-player-is = jugador inicial: { $player }
la-isla-pic-piles = mazo { $draw } · descarte { $discard }
la-isla-pic-players = Jugadores
la-isla-pic-explorers-head = exploradores
la-isla-pic-left = abandonó
la-isla-pic-choosing-cards = eligiendo cartas
la-isla-pic-cards-assigned = cartas repartidas
la-isla-pic-to-act = le toca
la-isla-pic-in-supply = { $n } en reserva
la-isla-pic-on-island = { $on } en la isla, { $general } general
la-isla-pic-animal-tracks = Marcadores
la-isla-pic-area-value = valor de región
la-isla-pic-marker-sum = suma de marcadores { $sum } de { $limit }: fin en { $limit }
la-isla-pic-empty = vacío
la-isla-pic-final-standings = Clasificación final
la-isla-pic-standings = Clasificación
la-isla-pic-standings-sub = La Isla · { $players } jugadores · { $step }
la-isla-pic-scoring-to-come = falta la puntuación final
la-isla-pic-player = Jugador
la-isla-pic-scored-in-play = puntos en juego
la-isla-pic-final-scoring = puntuación final
la-isla-pic-animal-counts = animales (cantidad)
la-isla-pic-resources-left = recursos
la-isla-pic-col = { $k ->
        [regions] regiones
        [cards] cartas
        [markers] marcad.
        [sets] grupos
        [animals] animales
       *[resources] rec./2
    }
la-isla-pic-large = grande
la-isla-pic-markers-foot = Marcadores: cada animal vale su valor por cada animal que tengas al final · suma { $sum } de { $limit }
la-isla-pic-position = posición { $pos }, valor { $value }
la-isla-pic-board-sub = { $colour } · puesto { $seat } · { $step }
la-isla-pic-start-player = jugador inicial
la-isla-pic-assigned-own = Cartas repartidas: abajo, ocultas a los demás hasta revelarlas
la-isla-pic-assigned = Cartas repartidas (ocultas hasta que todos repartan)
la-isla-pic-assign-own = Reparte tres de tus { $cards } cartas a A, B y D: /{ slash-move } assign 1 2 3
la-isla-pic-choosing = Eligiendo qué cartas repartir
la-isla-pic-your-action-c = Te toca la acción C: coloca o mueve un explorador, o pasa
la-isla-pic-action-c-seat = Acción C: le toca al puesto { $seat }
la-isla-pic-action-c = Acción C
la-isla-pic-resources = Recursos
la-isla-pic-in-all = { $n } en total
la-isla-pic-explorers = Exploradores
la-isla-pic-none = ninguno
la-isla-pic-explorers-line = { $supply } en tu reserva · { $general } en la reserva general · en la isla: { $on }
la-isla-pic-tiles = Losetas de animal: las pequeñas obtenidas, la grande (cuenta 2)
la-isla-pic-counts = cuenta { $n }
la-isla-pic-large-tile = { $animal } grande
la-isla-pic-cardholder = Portacartas: la carta visible de cada hueco
la-isla-pic-slot = hueco { $slot }
la-isla-pic-covered = { $covered } tapadas debajo
la-isla-pic-hand = Tu mano (solo tú ves esta imagen)
la-isla-pic-no-hand = sin cartas en la mano hasta el próximo reparto
la-isla-pic-this-round = Cartas de esta ronda para A, B y D
la-isla-pic-round-over = partida terminada
la-isla-pic-round-assigned = repartidas, ocultas hasta que todos repartan
la-isla-pic-round-not-assigned = aún sin repartir
la-isla-pic-round-none-yet = ninguna aún: /{ slash-move } assign A B D, con posiciones de la mano 1–4
la-isla-pic-covers-slot = A cubre el hueco { $slot }
la-isla-pic-seat-colour = { $seat ->
        [0] rojo
        [1] azul
        [2] blanco
       *[3] negro
    }

## What each card's special function does (la-isla.md §5.2), under its name on a card

la-isla-effect-wild = un recurso { $colour } puede sustituir a otro al pagar
la-isla-effect-cheap = colocar en un { $symbol } cuesta 1
la-isla-effect-sym-mark = un movimiento de marcador tras colocar en un { $symbol }
la-isla-effect-sym-res = +1 recurso a elegir tras colocar en un { $symbol }
la-isla-effect-sym-vp = +3 PV tras colocar en un { $symbol }
la-isla-effect-b-extra = +1 recurso { $colour } más si la carta B es de color { $colour }
la-isla-effect-b-mark = un movimiento de marcador si la carta B es de color { $colour }
la-isla-effect-b-vp = +2 PV si la carta B es de color { $colour }
la-isla-effect-d-vp = +2 PV si la acción D mueve el marcador de { $animal }
la-isla-effect-d-res = +1 recurso a elegir si la acción D mueve el marcador de { $animal }
la-isla-effect-land-res = +1 recurso a elegir tras colocar en una casilla de color { $colour }
la-isla-effect-land-vp = +3 PV tras colocar en una casilla de color { $colour }
la-isla-effect-land-mark = un movimiento de marcador tras colocar en una casilla de color { $colour }
la-isla-effect-d-any = una carta D con { $animal } puede mover cualquier marcador
la-isla-effect-tile-res = +1 recurso a elegir por cada loseta de { $animal } obtenida
la-isla-effect-tile-vp = +3 PV por cada loseta de { $animal } obtenida
la-isla-effect-tile-mark = un movimiento de marcador por cada loseta de { $animal } obtenida
la-isla-effect-ring-vp = +2 PV tras colocar en el anillo { $ring }
la-isla-effect-explorer = toma 1 explorador de tu color de la reserva general
la-isla-effect-extra-slot = un hueco nuevo en el portacartas
la-isla-effect-draw4 = roba 4 cartas en vez de 3
la-isla-effect-occ-swap = cambia 1 recurso tras colocar en una casilla ocupada
la-isla-effect-occ-vp = +2 PV tras colocar en una casilla ocupada
la-isla-effect-occ-cheap = una casilla ocupada cuesta 1

## The offline tools (`tucana sim`, `tucana ai`)

la-isla-takes-players = La Isla es de 2 a 4 jugadores, no { $players }

## Moves typed in the reader's words
la-isla-typed-assign = asignar, asigno
la-isla-typed-place = colocar, coloco
la-isla-typed-move = mover, muevo
la-isla-typed-pass = pasar, paso
la-isla-typed-resign = abandonar, abandono
la-isla-typed-cover = cubrir, cubro
la-isla-typed-mark = marcar, marco
la-isla-typed-none = ninguno, nada
la-isla-typed-pay = pagar, pago
la-isla-typed-get = tomar, tomo
la-isla-typed-swap = cambiar, cambio
la-isla-typed-yellow = amarillo
la-isla-typed-green = verde
la-isla-typed-gray = gris
la-isla-typed-beige = beis
la-isla-typed-brown = marrón
la-isla-typed-dodo = dodo
la-isla-typed-fossa = fosa
la-isla-typed-toad = sapo
la-isla-typed-pika = pica
la-isla-typed-moth = polilla

## The components' names
la-isla-colour-yellow = amarillo
la-isla-colour-green = verde
la-isla-colour-gray = gris
la-isla-colour-beige = beis
la-isla-colour-brown = marrón
la-isla-landscape-desert = desierto
la-isla-landscape-grassland = pradera
la-isla-landscape-mountain = montaña
la-isla-landscape-steppe = estepa
la-isla-landscape-swamp = pantano
la-isla-animal-dodo = dodo
la-isla-animal-fossa = fosa
la-isla-animal-toad = sapo
la-isla-animal-pika = pica
la-isla-animal-moth = polilla
la-isla-symbol-tent = tienda
la-isla-symbol-hat = sombrero
la-isla-symbol-rope = cuerda
la-isla-symbol-bottle = botella
la-isla-symbol-backpack = mochila
la-isla-ring-inner = interior
la-isla-ring-middle = medio
la-isla-ring-outer = exterior

## Takebacks (issue 46): what /undo takes back, and what it says.
la-isla-undone = Deshecho: tu jugada se ha anulado; vuelve a jugar.
la-isla-undo-told = deshizo su jugada
la-isla-undo-refused = No hay nada que deshacer: una asignación se puede deshacer hasta que se revelan las cartas, y una acción C solo antes de que actúe el siguiente y si no terminó la ronda.
la-isla-undo-rule = **Deshacer** (`/{ slash-undo }`): tu asignación secreta, hasta que se revelan las cartas (luego asigna de nuevo); tu acción C, antes de que actúe el siguiente, salvo que terminara la ronda (se reparten cartas nuevas) o la partida.
la-isla-typed-undo = deshacer, deshago
## The turn card (the turn post's picture)
la-isla-card-player = { $player } · { $vp } PV · { $supply } en reserva
la-isla-card-markers = Marcadores de animales: el valor de cada animal
