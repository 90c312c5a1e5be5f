# Brazilian Portuguese (pt-BR) words of La Isla; translated from en.ftl.
# Terms of our own: explorador (explorer), recurso (resource), porta-cartas (cardholder), vaga (slot), região (region), marcador (marker), trilhas dos animais (animal tracks), reserva / reserva geral (supply / general supply), pilha de compra, descarte, primeiro jogador (start player), conjunto (set), peça de animal (animal tile), anel (ring), the cards' names below (coringa, barato, troca…); PV (VP).
# Moves, colours and animals may be typed in Portuguese (the la-isla-typed-* lists below: colocar, amarelo, sapo…) or in the notation's English words (place, yellow, toad…), which always work.

la-isla-rules-in-short = A cada rodada você compra três cartas e dá uma, em segredo, a cada ação A, B e D: A a coloca no seu porta-cartas, onde a função especial vale pelo resto da partida; B dá um recurso da cor dela; D faz subir o marcador de um animal. No meio, cada jogador coloca ou move um explorador, pagando recursos da cor do espaço: cerque uma região com seus próprios exploradores para pegar o animal dela. Quando os marcadores somam o limite, a partida acaba: pontuam conjuntos dos cinco animais, cada animal vezes o seu marcador e os recursos que sobraram.
la-isla-how-to-move = A cada rodada, dê em segredo três das suas cartas às ações A, B e D com `/{ slash-move } assign 1 2 3`; depois, na sua vez, `/{ slash-move } place O9`, `/{ slash-move } move I3 O1` ou `/{ slash-move } pass yellow`.
la-isla-timed-out = sem jogada a tempo, então o jogo jogou no lugar: cartas 1, 2, 3 da mão para A, B, D, ou passar pegando o recurso de que se tem menos

# What /map answers (the core asks every game for these words).
la-isla-map-own = Sua ilha e suas cartas.
la-isla-map-of = A ilha, como { $player } a vê.

## The cards' names (la-isla.md §5.2)

la-isla-card-wild = coringa { $colour }
la-isla-card-cheap = { $symbol } barato
la-isla-card-sym-mark = marcador por { $symbol }
la-isla-card-sym-res = recurso por { $symbol }
la-isla-card-sym-vp = pontos por { $symbol }
la-isla-card-b-extra = { $colour } extra
la-isla-card-b-mark = marcador por B { $colour }
la-isla-card-b-vp = pontos por B { $colour }
la-isla-card-d-vp = pontos por D { $animal }
la-isla-card-d-res = recurso por D { $animal }
la-isla-card-land-res = recurso por terreno { $colour }
la-isla-card-land-vp = pontos por terreno { $colour }
la-isla-card-land-mark = marcador por terreno { $colour }
la-isla-card-d-any = troca de D { $animal }
la-isla-card-tile-res = recurso por peça { $animal }
la-isla-card-tile-vp = pontos por peça { $animal }
la-isla-card-tile-mark = marcador por peça { $animal }
la-isla-card-ring-vp = pontos do anel { $ring }
la-isla-card-explorer = explorador
la-isla-card-extra-slot = vaga extra
la-isla-card-draw4 = compre quatro
la-isla-card-occ-swap = troca ocupada
la-isla-card-occ-vp = pontos ocupados
la-isla-card-occ-cheap = ocupado barato

## A player's board

la-isla-b-moves-marker = B move o marcador de { $animal }

## Refusals of a typed move (la-isla.md §8)

la-isla-usage = uma jogada é `assign A B D`, `place <space>`, `move <from> <to>` ou `pass <colour>` (veja /help)
la-isla-say-where = diga onde: `place O9` (um espaço de I1 a O20)
la-isla-say-which-explorer = diga qual explorador e para onde: `move I3 O1`
la-isla-say-which-resource = diga qual recurso você pega: `pass yellow`
la-isla-not-a-space = { $typed } não é um espaço: I1–I10, M1–M10, O1–O20
la-isla-not-a-colour = { $typed } não é uma cor: yellow, green, gray, beige, brown (ou ye gn gy be br)
la-isla-not-an-animal = { $typed } não é um animal: dodo, fossa, toad, pika, moth
la-isla-not-a-card = { $typed } não é uma carta: uma posição da mão de 1 a 4 ou um número como #17
la-isla-not-a-slot = { $typed } não é uma vaga: 1, 2, 3 …
la-isla-name-three-cards = indique três cartas, para A, B e D: `assign 1 2 3`
la-isla-a-fourth-card = indique três cartas, para A, B e D: uma quarta carta na sua mão é descartada sozinha
la-isla-needs-a-value = `{ $option }` precisa de um valor
la-isla-takes-one-value = `{ $option }` aceita um só valor
la-isla-given-twice = `{ $option }` foi dado duas vezes
la-isla-not-an-assignment-option = uma atribuição aceita `cover` e `mark`, não `{ $typed }`
la-isla-not-an-option-here = `{ $option }` não é uma opção aqui (opções: { $options })
la-isla-swap-form = uma troca é `swap give:take` (dar:pegar), por exemplo `swap br:gn`
la-isla-not-a-move = não é uma jogada de La Isla: { $logged }

## Refusals of the rules

la-isla-no-seat = não existe { $seat } nesta partida
la-isla-game-over = a partida acabou
la-isla-you-left = você saiu desta partida
la-isla-cards-revealed = as cartas desta rodada já foram reveladas
la-isla-c-after-everyone = a ação C começa quando todos tiverem atribuído suas cartas; até lá você pode mudar as suas com outro `assign`
la-isla-assign-first = primeiro atribua suas cartas: `assign A B D`
la-isla-not-your-turn = não é a sua vez: a ação C é um jogador por vez, na ordem a partir do primeiro jogador
la-isla-no-hand-card = sua mão tem { $cards } { $cards ->
        [one] carta
       *[other] cartas
    }, então não existe a carta { $card }
la-isla-not-in-hand = #{ $card } não está na sua mão
la-isla-three-different = A, B e D precisam de três cartas diferentes
la-isla-say-cover = suas { $slots } vagas estão cheias: diga qual delas A cobre, por exemplo `cover { $slot }`
la-isla-no-slot = você tem as vagas 1–{ $slots }, então não existe a vaga { $slot }
la-isla-no-b-marker-move = `mark { $typed }`: você não terá nenhuma carta { $card } visível para sua carta B de cor { $colour }, então a ação B não move marcador
la-isla-pay-how-many = { $space } custa { $cost } aqui, então pague { $cost } { $cost ->
        [one] recurso
       *[other] recursos
    }
la-isla-you-have = você tem { $count } { $colour }
la-isla-pay-the-colour = { $space } é { $colour }: pague { $colour }, ou no máximo um { $other } com uma carta { $card } visível
la-isla-supply-empty = sua reserva está vazia: mova um explorador (`move <from> <to>`)
la-isla-place-first = você ainda tem { $explorers } { $explorers ->
        [one] explorador
       *[other] exploradores
    } na sua reserva: coloque um com `place`
la-isla-no-explorer-on = você não tem explorador em { $space }
la-isla-explorer-on-already = você já tem um explorador em { $space }
la-isla-cannot-pay = { $space } custa { $cost } { $colour }, e você não consegue pagar
la-isla-dmove-needs = `dmove` precisa de uma carta { $card } visível: sua carta D é { $animal }
la-isla-dget-needs = `dget` precisa de uma carta { $card } visível (a ação D move o { $animal })
la-isla-gets-granted = esta colocação dá { $gains } { $gains ->
        [one] recurso
       *[other] recursos
    } à sua escolha, não { $given }
la-isla-marks-granted = esta colocação dá { $marks } { $marks ->
        [one] movimento de marcador
       *[other] movimentos de marcador
    }
la-isla-swap-needs = `swap` precisa de uma carta { $card } visível e de um explorador de outro jogador no destino
la-isla-nothing-to-swap = `swap { $give }:{ $take }`: não vai sobrar { $colour } para você dar
la-isla-reshuffle-missing = a pilha de compra acaba na rodada { $round }: o script precisa dar reshuffle { $reshuffle }
la-isla-reshuffle-wrong = reshuffle { $reshuffle } deve conter exatamente as { $cards } cartas do descarte

## What the game tells the table (its posts, its log), after a player's name where it names one
la-isla-nothing = {""}
la-isla-dotted = { $a } · { $b }
la-isla-plus-one = +1 { $colour }
la-isla-gains = {" "}— { $parts }
la-isla-played = : R{ $round } { $typed }{ $gains }
la-isla-left = saiu da partida: o jogo joga as escolhas padrão por ele daqui em diante.
la-isla-region-taken = { $region } { $animal } +{ $value }
la-isla-cards-points = cartas +{ $effects }
la-isla-swaps = troca { $give } por { $take }
la-isla-left-passes = (saiu da partida) passa e pega um { $colour }.
la-isla-two-points = +2 PV ({ $card })
la-isla-declines = abre mão de { $card }
la-isla-gain-by = +1 { $colour } ({ $card })
la-isla-d-switched = {" "}(com a carta { $card }, não { $shown })
la-isla-action-d = : D{ $via } { $parts }.
la-isla-markers-end = Os valores dos marcadores somam { $sum }, pelo menos { $threshold }: a partida acaba.
la-isla-markers = Marcadores { $sum } de { $threshold }.
la-isla-markers-next-round = Marcadores { $sum } de { $threshold }. Começa a **rodada { $round }**: novas cartas são distribuídas.
la-isla-final = : { $play } + conjuntos { $sets } + animais { $animals } + recursos { $resources } = **{ $total }**
la-isla-deal-incomplete = A pilha de compra e o descarte juntos não completam a distribuição: a partida acaba agora.
la-isla-reshuffled = A pilha de compra acabou: as { $n } cartas do descarte são embaralhadas numa nova pilha.
la-isla-revealed = **Rodada { $round }: as cartas são reveladas.**
la-isla-discards = descarta #{ $card }
la-isla-action-a = A #{ $card } { $function } na vaga { $slot }{ $explorer ->
        [took] , +1 explorador da reserva geral
        [none-left] {" "}(não sobra nenhum explorador dele na reserva geral)
       *[no] {""}
    }
la-isla-action-b = B #{ $card } +1 { $colour }
la-isla-parts = { $parts }
la-isla-action-d-card = D #{ $card } { $animal }
la-isla-reveal-line = : { $words }.
la-isla-marker-at-top = { $animal } fica no topo, +{ $count } PV
la-isla-marker-up = { $animal } { $from } → { $to }, +{ $count } PV

## What a move's player reads of it, and the standings' breakdown
la-isla-signed = { $sign ->
        [minus] −{ $n }
       *[plus] +{ $n }
    }
la-isla-card-text = #{ $number } { $function } | { $resource } | { $animal }
la-isla-card-number = #{ $number }
la-isla-assigned = A { $a } · B { $b } · D { $d }. { $revealed ->
        [yes] Todos já atribuíram: as cartas são reveladas.
       *[no] Ninguém vê suas cartas até todos atribuírem; até lá você pode mudá-las com outro `assign`.
    }
la-isla-done-game-over = Feito. A partida acabou: { $after } PV no total, com a pontuação final.
la-isla-done-round-over = Feito: { $after } PV agora ({ $gained }, com a ação D: a rodada { $round } terminou).
la-isla-done = Feito: { $after } PV agora ({ $gained }).
la-isla-breakdown-final = { $play } em jogo + conjuntos { $sets } + animais { $animals } + recursos { $resources }
la-isla-animal-count = { $animal } { $count }
la-isla-no-animals = nenhum
la-isla-breakdown = { $resources } recursos · animais { $animals } · { $now } se a partida acabasse agora
## The options, a seat's status, the headline, and the notes of legal moves and hints

la-isla-menu-deck = As cartas
la-isla-deck-basic = baralho básico (120 cartas)
la-isla-deck-full = baralho completo (180 cartas)
la-isla-option-deck = deck é basic ou full, não { $value }
la-isla-option-unknown = La Isla não tem a opção { $key } (deck)
la-isla-set-up-players = La Isla é para 2 a 4 jogadores, não { $players }
la-isla-set-up-refused = { $why }
la-isla-status-none = {""}
la-isla-status-left = saiu da partida
la-isla-status-assigned = já atribuiu (ainda pode mudar)
la-isla-status-to-assign = a atribuir cartas
la-isla-status-action-c = a fazer a ação C
la-isla-status-vp = { $vp } PV
la-isla-headline-assign = todos atribuem em segredo três cartas a A, B e D (`/{ slash-move } assign 1 2 3`) · marcadores { $sum } de { $threshold }
la-isla-headline-turns = ação C: coloque ou mova um explorador, ou passe · marcadores { $sum } de { $threshold }
la-isla-note-assign = A { $function } · B { $resource } · D { $animal }
la-isla-note-place = +{ $vp } PV · { $colour } { $symbol } · paga { $pay }
la-isla-note-place-takes = { $note } · pega { $claims }
la-isla-claim = { $label } { $animal }
la-isla-note-pass = pega um recurso { $colour } em vez disso
la-isla-gains-assign = A { $function } · B +1 { $resource } · D { $animal }
la-isla-gains-nothing = {""}
la-isla-gains-vp = +{ $vp } PV
la-isla-gains-takes = { $gains } · pega { $takes }
la-isla-gains-marks = { $gains } · { $n ->
        [one] { $n } movimento de marcador
       *[other] { $n } movimentos de marcador
    }
la-isla-gains-pass = +1 { $colour }
## The pictures' labels (the island, a player's board, the standings)

la-isla-pic-step-assign = Rodada { $round } · atribuindo cartas
la-isla-pic-step-turns = Rodada { $round } · ação C
la-isla-pic-step-over = Fim de jogo após a rodada { $round }
la-isla-pic-to-act-c = Vez de { $player }: ação C
la-isla-pic-assigning-ready = Atribuindo cartas: { $ready } de { $players } prontos
la-isla-pic-over = A partida acabou
la-isla-pic-start-player-is = primeiro jogador: { $player }
la-isla-pic-piles = compra { $draw } · descarte { $discard }
la-isla-pic-players = Jogadores
la-isla-pic-explorers-head = exploradores
la-isla-pic-left = saiu da partida
la-isla-pic-choosing-cards = escolhendo cartas
la-isla-pic-cards-assigned = cartas atribuídas
la-isla-pic-to-act = na vez
la-isla-pic-in-supply = { $n } na reserva
la-isla-pic-on-island = { $on } na ilha, { $general } na geral
la-isla-pic-animal-tracks = Trilhas dos animais
la-isla-pic-area-value = valor da área
la-isla-pic-marker-sum = valores dos marcadores { $sum } de { $limit }: a partida acaba em { $limit }
la-isla-pic-empty = vazia
la-isla-pic-final-standings = Classificação final
la-isla-pic-standings = Classificação
la-isla-pic-standings-sub = La Isla · { $players } jogadores · { $step }
la-isla-pic-scoring-to-come = pontuação final ainda por vir
la-isla-pic-player = Jogador
la-isla-pic-scored-in-play = pontos em jogo
la-isla-pic-final-scoring = pontuação final
la-isla-pic-animal-counts = animais (contagem)
la-isla-pic-resources-left = recursos
la-isla-pic-col = { $k ->
        [regions] regiões
        [cards] cartas
        [markers] marcadores
        [sets] conjuntos
        [animals] animais
       *[resources] rec./2
    }
la-isla-pic-large = grande
la-isla-pic-markers-foot = Marcadores: cada animal vale seu valor por animal que você tiver no fim · soma { $sum } de { $limit }
la-isla-pic-position = posição { $pos }, valor { $value }
la-isla-pic-board-sub = { $colour } · lugar { $seat } · { $step }
la-isla-pic-start-player = primeiro jogador
la-isla-pic-assigned-own = Cartas atribuídas: mostradas abaixo, escondidas dos outros até a revelação
la-isla-pic-assigned = Cartas atribuídas (escondidas até todos atribuírem)
la-isla-pic-assign-own = Atribua três das suas { $cards } cartas a A, B e D: /{ slash-move } assign 1 2 3
la-isla-pic-choosing = Escolhendo quais cartas atribuir
la-isla-pic-your-action-c = Sua vez na ação C: coloque ou mova um explorador, ou passe
la-isla-pic-action-c-seat = Ação C: vez do lugar { $seat }
la-isla-pic-action-c = Ação C
la-isla-pic-resources = Recursos
la-isla-pic-in-all = { $n } no total
la-isla-pic-explorers = Exploradores
la-isla-pic-none = nenhum
la-isla-pic-explorers-line = { $supply } na sua reserva · { $general } restantes na reserva geral · na ilha: { $on }
la-isla-pic-tiles = Peças de animal: peças pequenas pegas, a peça grande (conta 2)
la-isla-pic-counts = conta { $n }
la-isla-pic-large-tile = { $animal } grande
la-isla-pic-cardholder = Porta-cartas: a carta visível de cada vaga
la-isla-pic-slot = vaga { $slot }
la-isla-pic-covered = { $covered } cobertas embaixo
la-isla-pic-hand = Sua mão (só você vê esta imagem)
la-isla-pic-no-hand = sem cartas na mão até a próxima distribuição
la-isla-pic-this-round = As cartas desta rodada para A, B e D
la-isla-pic-round-over = a partida acabou
la-isla-pic-round-assigned = atribuídas, escondidas até todos atribuírem
la-isla-pic-round-not-assigned = ainda não atribuídas
la-isla-pic-round-none-yet = nenhuma ainda: /{ slash-move } assign A B D, com posições da mão de 1 a 4
la-isla-pic-covers-slot = A cobre a vaga { $slot }
la-isla-pic-seat-colour = { $seat ->
        [0] vermelho
        [1] azul
        [2] branco
       *[3] preto
    }

## What each card's special function does (la-isla.md §5.2), under its name on a card

la-isla-effect-wild = um recurso { $colour } pode substituir outro ao pagar
la-isla-effect-cheap = colocar num { $symbol } custa 1
la-isla-effect-sym-mark = um movimento de marcador após colocar num { $symbol }
la-isla-effect-sym-res = +1 recurso à escolha após colocar num { $symbol }
la-isla-effect-sym-vp = +3 PV após colocar num { $symbol }
la-isla-effect-b-extra = +1 recurso { $colour } a mais quando a carta B é de cor { $colour }
la-isla-effect-b-mark = um movimento de marcador quando a carta B é de cor { $colour }
la-isla-effect-b-vp = +2 PV quando a carta B é de cor { $colour }
la-isla-effect-d-vp = +2 PV quando a ação D move o marcador de { $animal }
la-isla-effect-d-res = +1 recurso à escolha quando a ação D move o marcador de { $animal }
la-isla-effect-land-res = +1 recurso à escolha após colocar num espaço { $colour }
la-isla-effect-land-vp = +3 PV após colocar num espaço { $colour }
la-isla-effect-land-mark = um movimento de marcador após colocar num espaço { $colour }
la-isla-effect-d-any = uma carta D com { $animal } pode mover qualquer marcador
la-isla-effect-tile-res = +1 recurso à escolha por peça de { $animal } pega
la-isla-effect-tile-vp = +3 PV por peça de { $animal } pega
la-isla-effect-tile-mark = um movimento de marcador por peça de { $animal } pega
la-isla-effect-ring-vp = +2 PV após colocar no anel { $ring }
la-isla-effect-explorer = pegue 1 explorador da sua cor da reserva geral
la-isla-effect-extra-slot = uma nova vaga no porta-cartas
la-isla-effect-draw4 = compre 4 cartas em vez de 3
la-isla-effect-occ-swap = troque 1 recurso após colocar num espaço ocupado
la-isla-effect-occ-vp = +2 PV após colocar num espaço ocupado
la-isla-effect-occ-cheap = um espaço ocupado custa 1

## The offline tools (`tucana sim`, `tucana ai`)

la-isla-takes-players = La Isla é para 2 a 4 jogadores, não { $players }

## Moves typed in the reader's words
la-isla-typed-assign = atribuir, atribuo
la-isla-typed-place = colocar, coloco
la-isla-typed-move = mover, movo
la-isla-typed-pass = passar, passo
la-isla-typed-resign = desistir, desisto
la-isla-typed-cover = cobrir, cubro
la-isla-typed-mark = marcar, marco
la-isla-typed-none = nenhum, nada
la-isla-typed-pay = pagar, pago
la-isla-typed-get = pegar, pego
la-isla-typed-swap = trocar, troco
la-isla-typed-yellow = amarelo
la-isla-typed-green = verde
la-isla-typed-gray = cinza
la-isla-typed-beige = bege
la-isla-typed-brown = marrom
la-isla-typed-dodo = dodô, dodo
la-isla-typed-fossa = fossa
la-isla-typed-toad = sapo
la-isla-typed-pika = pika
la-isla-typed-moth = mariposa

## The components' names
la-isla-colour-yellow = amarelo
la-isla-colour-green = verde
la-isla-colour-gray = cinza
la-isla-colour-beige = bege
la-isla-colour-brown = marrom
la-isla-landscape-desert = deserto
la-isla-landscape-grassland = pradaria
la-isla-landscape-mountain = montanha
la-isla-landscape-steppe = estepe
la-isla-landscape-swamp = pântano
la-isla-animal-dodo = dodô
la-isla-animal-fossa = fossa
la-isla-animal-toad = sapo
la-isla-animal-pika = pika
la-isla-animal-moth = mariposa
la-isla-symbol-tent = barraca
la-isla-symbol-hat = chapéu
la-isla-symbol-rope = corda
la-isla-symbol-bottle = garrafa
la-isla-symbol-backpack = mochila
la-isla-ring-inner = interno
la-isla-ring-middle = médio
la-isla-ring-outer = externo

## Takebacks (issue 46): what /undo takes back, and what it says.
la-isla-undone = Desfeito: sua jogada foi anulada; jogue de novo.
la-isla-undo-told = desfez sua jogada
la-isla-undo-refused = Não há nada para desfazer: uma atribuição pode ser desfeita até as cartas serem reveladas, uma ação C só antes de o próximo jogador agir e se ela não encerrou a rodada.
la-isla-undo-rule = **Desfazer** (`/{ slash-undo }`): sua atribuição secreta, até as cartas serem reveladas (depois atribua de novo); sua ação C, antes de o próximo jogador agir, a menos que tenha encerrado a rodada (novas cartas são distribuídas) ou a partida.
la-isla-typed-undo = desfazer, desfaço
## The turn card (the turn post's picture)
la-isla-card-player = { $player } · { $vp } PV · { $supply } na reserva
la-isla-card-markers = Marcadores de animais: o valor de cada animal
