// page.js: the script of a page of mazes that mazerender -f html writes
// (src/render/html.c says what its data is).  It inflates the data, and
// makes each section a picture, a player of frames or a game, drawn on a
// canvas pixel for pixel as mazerender's PNG draws it.  Text from the
// mazes goes into the page as text only (textContent), never as markup.
"use strict";
(async function () {
	const pageData = document.getElementById("maze-data").textContent;
	const packed = Uint8Array.from(atob(pageData), (c) => c.charCodeAt(0));
	const data = new Uint8Array(await new Response(new Blob([packed])
	    .stream().pipeThrough(new DecompressionStream("deflate")))
	    .arrayBuffer());
	const view = new DataView(data.buffer);
	const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
	let at = 0;

	function u32() {
		at += 4;
		return view.getUint32(at - 4, true);
	}
	function bytes(n) {
		at += n;
		return data.subarray(at - n, at);
	}
	// An element, its class and text, in parent.
	function add(parent, tag, cls, text) {
		const el = document.createElement(tag);
		if (cls)
			el.className = cls;
		if (text !== undefined)
			el.textContent = text;
		parent.appendChild(el);
		return el;
	}
	function button(parent, text, label, fn) {
		const b = add(parent, "button", "", text);
		b.type = "button";
		b.setAttribute("aria-label", label);
		b.title = label;
		b.addEventListener("click", fn);
		return b;
	}
	function rgba(c) {
		return (0xff000000 | c[2] << 16 | c[1] << 8 | c[0]) >>> 0;
	}
	function css(c) {
		return "rgb(" + c[0] + "," + c[1] + "," + c[2] + ")";
	}

	// A canvas showing a section's frames, each as the PNG's pixels:
	// idx holds the palette index of every pixel shown.
	function Picture(parent, s, pal, keep) {
		const canvas = add(parent, "canvas");
		canvas.width = s.w;
		canvas.height = s.h;
		const ctx = canvas.getContext("2d", { alpha: false });
		const image = ctx.createImageData(s.w || 1, s.h || 1);
		const px = new Uint32Array(image.data.buffer);
		const idx = new Uint8Array(s.w * s.h);
		const undo = [];
		this.canvas = canvas;
		this.ctx = ctx;
		this.shown = 0;
		// Frame f's pixels over what is shown; with back, the undo.
		const put = (f, back) => {
			const src = back ? undo[f] : s.frames[f].px;
			const r = s.frames[f];
			for (let y = 0; y < r.h; y++) {
				let i = (r.y + y) * s.w + r.x, j = y * r.w;
				for (let x = 0; x < r.w; x++, i++, j++) {
					const v = src[j];
					if (v === keep)
						continue;
					idx[i] = v;
					px[i] = pal[v];
				}
			}
			if (r.w > 0 && r.h > 0)
				ctx.putImageData(image, 0, 0, r.x, r.y, r.w, r.h);
		};
		// What each frame covers, kept to step back over it.
		for (let f = 0; f < s.frames.length; f++) {
			const r = s.frames[f], u = new Uint8Array(r.w * r.h);
			for (let y = 0; y < r.h; y++)
				u.set(idx.subarray((r.y + y) * s.w + r.x,
				    (r.y + y) * s.w + r.x + r.w), y * r.w);
			undo.push(u);
			for (let y = 0; y < r.h; y++)
				for (let x = 0; x < r.w; x++) {
					const v = r.px[y * r.w + x];
					if (v !== keep)
						idx[(r.y + y) * s.w + r.x + x] = v;
				}
		}
		idx.fill(0);
		put(0, false);
		this.show = (k) => {
			while (this.shown < k)
				put(++this.shown, false);
			while (this.shown > k)
				put(this.shown--, true);
		};
		// The frame's pixels again, over anything drawn on them: all,
		// or a rectangle's.
		this.redraw = () => ctx.putImageData(image, 0, 0);
		this.restore = (x, y, w, h) =>
		    ctx.putImageData(image, 0, 0, x, y, w, h);
	}

	// A run of frames: play, pause, step, a slider, a speed, the keys
	// of a video player.
	function Player(el, s, pic) {
		const n = s.frames.length, bar = add(el, "div", "bar");
		const status = add(el, "p", "status");
		let timer = null, speed = 1;
		this.kind = "player";
		this.frames = n;
		button(bar, "\u23ee", "First frame (Home)", () => this.go(0));
		button(bar, "\u25c0", "Frame back (\u2190)", () =>
		    this.go(pic.shown - 1));
		const play = button(bar, "\u25b6", "Play (space)", () =>
		    this.toggle());
		button(bar, "\u25b6", "Frame forward (\u2192)", () =>
		    this.go(pic.shown + 1));
		button(bar, "\u23ed", "Last frame (End)", () => this.go(n - 1));
		const slider = add(bar, "input");
		slider.type = "range";
		slider.min = 1;
		slider.max = n;
		slider.value = 1;
		slider.setAttribute("aria-label", "Frame");
		slider.addEventListener("input", () => this.go(slider.value - 1));
		const sel = add(bar, "select");
		sel.setAttribute("aria-label", "Speed");
		for (const v of [0.25, 0.5, 1, 2, 4, 8, 16]) {
			const o = add(sel, "option", "", v + "\u00d7");
			o.value = v;
			o.selected = v === 1;
		}
		sel.addEventListener("change", () => {
			speed = +sel.value;
			setClock();
		});
		const say = () => {
			status.textContent = "frame " + (pic.shown + 1) + " of " + n;
			slider.value = pic.shown + 1;
			play.textContent = timer ? "\u275a\u275a" : "\u25b6";
			play.setAttribute("aria-label", timer ? "Pause (space)" :
			    "Play (space)");
		};
		// Playing keeps time by the clock, not by the timer's count:
		// frame f0 + k is due k periods after t0, so drawing a frame
		// does not slow the film, and a player that falls behind (a
		// big maze, a slow machine) leaves out frames to catch up.
		let t0 = 0, f0 = 0;
		const setClock = () => {
			t0 = performance.now();
			f0 = pic.shown;
		};
		const tick = () => {
			const period = s.delay / speed;
			const k = Math.min(n - 1, Math.max(pic.shown + 1, f0 +
			    Math.floor((performance.now() - t0) / period)));
			pic.show(k);
			timer = k + 1 >= n ? null : setTimeout(tick,
			    t0 + (k + 1 - f0) * period - performance.now());
			say();
		};
		this.go = (k) => {
			this.pause();
			pic.show(Math.max(0, Math.min(n - 1, k)));
			say();
		};
		this.pause = () => {
			clearTimeout(timer);
			timer = null;
			say();
		};
		this.toggle = () => {
			if (timer)
				return this.pause();
			if (pic.shown + 1 >= n)
				pic.show(0);
			setClock();
			timer = setTimeout(tick, s.delay / speed);
			say();
		};
		Object.defineProperty(this, "frame", { get: () => pic.shown });
		Object.defineProperty(this, "playing", { get: () => !!timer });
		this.key = (e) => {
			switch (e.key) {
			case " ": this.toggle(); break;
			case "ArrowLeft": this.go(pic.shown - 1); break;
			case "ArrowRight": this.go(pic.shown + 1); break;
			case "Home": this.go(0); break;
			case "End": this.go(n - 1); break;
			default: return false;
			}
			return true;
		};
		say();
		if (!still && n > 1)
			this.toggle();
	}

	// A maze played as mazeplay plays it: a move a block, the trail,
	// the route with its loops cut, and its score.
	function Game(el, s, pic) {
		const g = s.game, w = g.w, h = g.h, d = g.d, plane = w * h;
		const bar = add(el, "div", "bar");
		const status = add(el, "p", "status");
		const summary = add(el, "p", "summary");
		const ctx = pic.ctx;
		let seen, route, pos, moves, explored, t0, ms, won, timer = null;
		let solution = false;
		this.kind = "game";
		summary.setAttribute("role", "status");
		const show = button(bar, "Show the solution", "Show the solution",
		    () => this.solution(!solution));
		button(bar, "Restart", "Restart", () => this.restart());
		if (s.frames.length < 2)
			show.disabled = true;

		// Pixels across blocks before i, and of block i.
		const off = (i) => (i >> 1) * g.block + ((i + 1) >> 1) * g.wall;
		const size = (i) => (i & 1 ? g.block : g.wall);
		// The block's rectangle: in its level's panel, if it has one.
		const rect = (i) => {
			const z = Math.floor(i / plane), r = i % plane;
			const x = r % w, y = Math.floor(r / w);
			let px = g.margin, py = g.margin;
			if (d > 1) {
				const q = (z - g.first) / g.step;
				px += (q % g.cols) * g.pitch;
				py += Math.floor(q / g.cols) * g.cell + g.label;
			}
			return [px + off(x), py + off(y), size(x), size(y)];
		};
		const open = (i) => g.b[i] !== 0x23;
		// Is the mark of a passage up or down (levels.c) on pixel
		// (x, y) of a block bw x bh?
		const markPx = (mark, bw, bh, x, y) => {
			if (!mark || bw < 3 || bh < 3)
				return false;
			const iw = Math.max(1, Math.floor(bw / 5));
			const ih = Math.max(1, Math.floor(bh / 5));
			const nw = bw - 2 * iw, nh = bh - 2 * ih;
			if (x < iw || x >= bw - iw || y < ih || y >= bh - ih)
				return false;
			const dx = Math.abs(2 * x + 1 - bw);
			const dy = Math.abs(2 * y + 1 - bh);
			if (mark === 3)
				return dx * nh + dy * nw <= nw * nh;
			const k = mark === 1 ? y - ih : bh - ih - 1 - y;
			return dx * nh <= (k + 1) * nw;
		};
		const paint = (i, colour) => {
			const z = Math.floor(i / plane);
			let mark = 0;
			// A floor crossed between levels of cells has no panel.
			if (d > 1 && (z - g.first) % g.step !== 0)
				return;
			const [x, y, bw, bh] = rect(i);
			ctx.fillStyle = css(colour);
			ctx.fillRect(x, y, bw, bh);
			if (d > 1)
				mark = (z > 0 && open(i - plane) ? 1 : 0) |
				    (z + 1 < d && open(i + plane) ? 2 : 0);
			if (!mark)
				return;
			ctx.fillStyle = css(g.ink);
			for (let py = 0; py < bh; py++)
				for (let px = 0; px < bw; px++)
					if (markPx(mark, bw, bh, px, py))
						ctx.fillRect(x + px, y + py, 1, 1);
		};
		const draw = () => {
			pic.show(solution ? 1 : 0);
			pic.redraw();
			for (let i = 0; i < seen.length; i++)
				if (seen[i] && i !== g.start && i !== g.end)
					paint(i, g.trail);
			paint(pos, g.head);
		};
		const clock = () => (won || t0 === null ? ms :
		    ms + Math.round(performance.now() - t0));
		const secs = (t) => Math.floor(t / 1000) + "." +
		    String(t % 1000).padStart(3, "0");
		const say = () => {
			status.textContent = "time " + secs(clock()).slice(0, -2) +
			    "  moves " + moves + "  explored " + explored +
			    (d > 1 ? "  level " + Math.floor(pos / plane) : "");
		};
		// Block i at the end of the route, or the route cut back to it.
		const routeAdd = (i) => {
			if (seen[i] === 2) {
				while (route[route.length - 1] !== i)
					seen[route.pop()] = 1;
				return;
			}
			route.push(i);
			if (seen[i] === 0)
				explored++;
			seen[i] = 2;
		};
		const step = (i, dir) => {
			const z = Math.floor(i / plane), r = i % plane;
			const x = r % w + [0, 1, 0, -1, 0, 0][dir];
			const y = Math.floor(r / w) + [-1, 0, 1, 0, 0, 0][dir];
			const nz = z + [0, 0, 0, 0, -1, 1][dir];
			if (x < 0 || y < 0 || nz < 0 || x >= w || y >= h || nz >= d)
				return -1;
			const j = nz * plane + y * w + x;
			return open(j) ? j : -1;
		};
		// One move, as play_move(): a floor is crossed, not stood on.
		this.move = (dir) => {
			if (won || (dir > 3 && d === 1))
				return false;
			const i = step(pos, dir);
			if (i < 0)
				return false;
			const z = Math.floor(i / plane), last = pos;
			if (t0 === null) {
				t0 = performance.now();
				timer = setInterval(say, 100);
			}
			if (g.folds && z % 2 === 0 && z > 0 && z + 1 < d) {
				const j = step(i, dir);
				if (j < 0)
					return false;
				routeAdd(i);
				routeAdd(j);
				pos = j;
				moves += 2;
			} else {
				routeAdd(i);
				pos = i;
				moves++;
			}
			if (pos === g.end)
				this.win();
			// The block left joins the trail, or is S again.
			if (last === g.start)
				pic.restore(...rect(last));
			else
				paint(last, g.trail);
			paint(pos, g.head);
			say();
			return true;
		};
		this.win = () => {
			ms = clock();
			won = true;
			clearInterval(timer);
			const sh = g.shortest, len = route.length - 1;
			let score = Math.floor(1000 * sh / moves * sh /
			    (sh + ms / 1000) + 0.5);
			score = Math.min(score, 999999999999999);
			this.summary = "time " + secs(ms) + " moves " + moves +
			    " explored " + explored + " route " + len +
			    " shortest " + sh + " score " + score;
			summary.textContent = "You reached E! " + this.summary;
		};
		this.solution = (on) => {
			solution = on && s.frames.length > 1;
			show.textContent = solution ? "Hide the solution" :
			    "Show the solution";
			draw();
		};
		this.restart = () => {
			clearInterval(timer);
			seen = new Uint8Array(g.b.length);
			route = [];
			pos = g.start;
			moves = explored = ms = 0;
			t0 = null;
			won = false;
			this.summary = "";
			summary.textContent = "";
			routeAdd(pos);
			draw();
			say();
		};
		Object.defineProperty(this, "pos", { get: () => pos });
		Object.defineProperty(this, "moves", { get: () => moves });
		Object.defineProperty(this, "explored", { get: () => explored });
		Object.defineProperty(this, "won", { get: () => won });
		this.key = (e) => {
			const dirs = {
				ArrowUp: 0, k: 0, w: 0, K: 0, W: 0,
				ArrowRight: 1, l: 1, d: 1, L: 1, D: 1,
				ArrowDown: 2, j: 2, s: 2, J: 2, S: 2,
				ArrowLeft: 3, h: 3, a: 3, H: 3, A: 3,
				"<": 4, PageUp: 4, ">": 5, PageDown: 5
			};
			if (!(e.key in dirs))
				return false;
			this.move(dirs[e.key]);
			return true;
		};
		// A swipe runs along a passage: on until a wall or a turning.
		let touch = null;
		pic.canvas.addEventListener("touchstart", (e) => {
			touch = [e.touches[0].clientX, e.touches[0].clientY];
		}, { passive: true });
		pic.canvas.addEventListener("touchmove", (e) => {
			e.preventDefault();
		}, { passive: false });
		pic.canvas.addEventListener("touchend", (e) => {
			if (touch === null)
				return;
			const t = e.changedTouches[0];
			const dx = t.clientX - touch[0], dy = t.clientY - touch[1];
			touch = null;
			if (Math.max(Math.abs(dx), Math.abs(dy)) < 16)
				return;
			const dir = Math.abs(dx) > Math.abs(dy) ?
			    (dx > 0 ? 1 : 3) : (dy > 0 ? 2 : 0);
			for (let n = 0; this.move(dir) && !won && n < plane; n++)
				if (step(pos, (dir + 1) % 4) >= 0 ||
				    step(pos, (dir + 3) % 4) >= 0)
					break;
		});
		this.restart();
	}

	// The data: the palette, then the sections.
	const main = add(document.body, "main");
	const pages = [];
	let pal = null, keep = 256, s = null;
	while (at < data.length) {
		const t = String.fromCharCode(data[at++]);
		if (t === "P") {
			const n = u32(), c = bytes(3 * n);
			pal = new Uint32Array(256);
			for (let i = 0; i < n; i++)
				pal[i] = rgba(c.subarray(3 * i, 3 * i + 3));
			keep = u32();
		} else if (t === "S") {
			s = { w: u32(), h: u32(), delay: u32(), hold: u32(),
			    frames: [], game: null };
			s.caption = new TextDecoder().decode(bytes(u32()));
		} else if (t === "F") {
			const f = { x: u32(), y: u32(), w: u32(), h: u32() };
			f.px = bytes(f.w * f.h);
			s.frames.push(f);
		} else if (t === "G") {
			const g = s.game = {};
			for (const k of ["w", "h", "d", "start", "end",
			    "shortest", "folds", "margin", "block", "wall",
			    "first", "step", "cols", "pitch", "cell", "label"])
				g[k] = u32();
			g.trail = bytes(3);
			g.head = bytes(3);
			g.ink = bytes(3);
			g.b = bytes(g.w * g.h * g.d);
		} else if (t === "E") {
			const el = add(main, "section", "maze " + (s.game ?
			    "game" : s.frames.length > 1 ? "player" :
			    "picture"));
			el.tabIndex = 0;
			el.setAttribute("aria-label", "Maze " + (pages.length + 1));
			if (s.caption !== "")
				add(el, "pre", "caption", s.caption);
			const pic = new Picture(add(el, "div", "view"), s, pal,
			    keep);
			const p = s.game ? new Game(el, s, pic) :
			    s.frames.length > 1 ? new Player(el, s, pic) :
			    { kind: "picture", key: () => false };
			p.section = el;
			p.picture = pic;
			el.addEventListener("keydown", (e) => {
				if (!e.ctrlKey && !e.altKey && !e.metaKey &&
				    p.key(e))
					e.preventDefault();
			});
			pages.push(p);
		} else
			throw new Error("mazes: bad data");
	}
	// Keys with no section focused go to the first that takes keys.
	document.addEventListener("keydown", (e) => {
		if (e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey ||
		    (document.activeElement &&
		    document.activeElement !== document.body))
			return;
		for (const p of pages)
			if (p.kind !== "picture") {
				if (p.key(e))
					e.preventDefault();
				break;
			}
	});
	window.mazes = pages;
	document.body.dataset.ready = "1";
})();
