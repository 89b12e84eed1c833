# Makefile for the maze toolkit.  See README for the targets.

VERSION = 0.1

PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man
LIBDIR = $(PREFIX)/lib
INCLUDEDIR = $(PREFIX)/include
PKGCONFIGDIR = $(LIBDIR)/pkgconfig
DOCDIR = $(PREFIX)/share/doc/maze
INSTALL = install
INSTALL_PROGRAM = $(INSTALL) -m 755
INSTALL_DATA = $(INSTALL) -m 644

# CC, CFLAGS and PKG_CONFIG as the environment has them, where it does
# (a package build exports the distribution's flags, as CPPFLAGS and
# LDFLAGS, which are only ever the caller's), else these.
ifeq ($(origin CC),default)
CC = cc
endif
CFLAGS ?= -O2 -g
WARN = -std=c11 -Wall -Wextra -pedantic
PKG_CONFIG ?= pkg-config

# libmaze's ABI version, which is not the release's: the major number (the
# soname's) changes when a program built against an older libmaze could
# break (a public struct's layout, a function's signature, a name gone),
# the minor when names are added, the patch otherwise.  README, "The
# library".
ABI_MAJOR = 2
ABI_MINOR = 0
ABI_PATCH = 0
ABI_VERSION = $(ABI_MAJOR).$(ABI_MINOR).$(ABI_PATCH)
SONAME = libmaze.so.$(ABI_MAJOR)
SOREAL = libmaze.so.$(ABI_VERSION)
# The names it exports, each versioned (MAZE_2.0): maze(3)'s functions.
MAZEMAP = src/libmaze.map

# B is the build directory; `make check` builds a second, sanitized tree.
# A tree is sanitized or not for good, as its file SANITIZE says: a make
# that does not say (the tests' `make install B=build/san`) goes on as the
# tree was begun, and one that says otherwise is refused, rather than mix
# objects of two kinds.
B = build
SANITIZE =
SANITIZE_WAS := $(shell cat $(B)/SANITIZE 2>/dev/null)
ifeq ($(origin SANITIZE),file)
SANITIZE := $(SANITIZE_WAS)
else ifneq ($(wildcard $(B)/SANITIZE),)
ifneq ($(SANITIZE),$(SANITIZE_WAS))
$(error $(B) was built with SANITIZE=$(SANITIZE_WAS), not $(SANITIZE): \
	remove it, or build in another B)
endif
endif
ifeq ($(SANITIZE),1)
SANFLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all \
	   -fno-omit-frame-pointer
# The programs link the sanitizers' runtimes static, as clang does of
# itself and gcc does when asked.  Most of a sanitized program's start is
# LeakSanitizer's check at its exit, which scans the data of the shared
# libraries, 6 MB of it libubsan's own: a program that does nothing took
# 51 ms a start with the runtimes shared, 31 static, and the sanitized
# end-to-end tests, which start thousands, a fifth less time.  The shared
# library leaves the runtime to the program that loads it.
SANPROG := $(shell $(CC) -v 2>&1 | grep -q '^gcc version' && \
	echo -static-libasan -static-libubsan)
# And every program of the tree has the pages that check reads mapped
# before main, at once rather than a fault a page (tests/sanstart.c).
SANSTART = $(B)/tests/sanstart.o
endif

# Doubles rounded to 64 bits after every operation, so that a seed makes
# the same maze everywhere (doc/reliability.md, "Other machines"):
# `mazegen -a eller --bias 0.875` made another maze where a multiply and an
# add were fused into one rounding (clang's default where the machine can:
# arm64, or x86-64 with -march=x86-64-v3) and where the x87 works in 80
# bits (32-bit x86, which gets SSE2, in every x86 since 2001).
FPFLAGS := -ffp-contract=off $(shell echo __i386__ | $(CC) -E -P - \
	2>/dev/null | grep -qx 1 && echo '-msse2 -mfpmath=sse')

# Files' sizes, offsets and inode numbers, and times, of 64 bits on 32-bit
# machines too: else a directory listed on a file system with large inode
# numbers fails with EOVERFLOW (mazeplay's saves), and a scoreboard's dates
# stop in 2038.  No type of libmaze's interface depends on them.
CPPFLAGS_ALL = -D_POSIX_C_SOURCE=200809L -D_FILE_OFFSET_BITS=64 \
	-D_TIME_BITS=64 -DVERSION=\"$(VERSION)\" -Isrc $(CPPFLAGS)
CFLAGS_ALL = $(WARN) $(CFLAGS) $(FPFLAGS) $(SANFLAGS)
LDFLAGS_ALL = $(CFLAGS) $(LDFLAGS) $(SANFLAGS)
LDPROG = $(LDFLAGS_ALL) $(SANPROG)
# The shared library leaves no name unresolved, but under the sanitizers,
# whose runtime the program brings.
ifneq ($(SANITIZE),1)
SODEFS = -Wl,-z,defs
endif

PNG_CFLAGS = $(shell $(PKG_CONFIG) --cflags libpng)
PNG_LIBS = $(shell $(PKG_CONFIG) --libs libpng)
# What a static link with libmaze needs of libpng, for maze.pc: there,
# not as Requires.private, whose Cflags pkg-config would give every
# program that compiles with libmaze, when no public header includes png.h.
PNG_STATIC_LIBS = $(shell $(PKG_CONFIG) --static --libs libpng)
# giflib ships no pkg-config file (Debian 12): plain -lgif.
GIF_LIBS = -lgif
# A PNG is compressed on a thread of its own while its rows are drawn.
RENDER_LIBS = $(PNG_LIBS) $(GIF_LIBS) -pthread
CHECK_CFLAGS = $(shell $(PKG_CONFIG) --cflags check)
CHECK_LIBS = $(shell $(PKG_CONFIG) --libs check)

PROGS = mazegen mazesolve mazepost mazerender mazestat
MAN1 = $(PROGS:%=man/%.1)
MAN5 = man/maze.5
EXAMPLES = $(wildcard examples/*)

# Shell completion, one file a shell for every program (mazeplay's too):
# bash-completion and fish load a file named as the command, zsh one
# #compdef file for them all.  bash-completion's completionsdir is its
# pkg-config's, under PREFIX, so that a PREFIX of one's own works
# (BASHCOMPDIR=`pkg-config --variable=completionsdir bash-completion`
# for the system's own).
COMPLETE = $(PROGS) mazeplay
BASHCOMPDIR = $(shell $(PKG_CONFIG) --define-variable=prefix=$(PREFIX) \
	--define-variable=datadir=$(PREFIX)/share \
	--variable=completionsdir bash-completion 2>/dev/null || \
	echo $(PREFIX)/share/bash-completion/completions)
ZSHCOMPDIR = $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR = $(PREFIX)/share/fish/vendor_completions.d

# The library: everything but the programs, the front-end helpers and
# rendering (only mazerender links libpng).
LIBSRC = $(wildcard src/lib/*.c src/gen/*.c src/solve/*.c src/post/*.c \
	 src/stat/*.c)
LIBOBJ = $(LIBSRC:%.c=$(B)/%.o)
RENDEROBJ = $(patsubst %.c,$(B)/%.o,$(filter-out src/render/geometry.c \
	src/render/polar.c src/render/pdf.c src/render/nocairo.c \
	src/render/html.c src/render/sha256.c, $(wildcard src/render/*.c)))
# libmaze, as installed, is the library and rendering (libpng and giflib
# private dependencies in maze.pc), with every name its public headers do
# not declare hidden; the public headers are these, under include/maze
# with their layers' paths, and maze.h, which includes them.  A layer's
# *int.h (and lib/num.h, post/post.h) is internal: the programs' and the
# tests', never installed; its *priv.h is its own (src/README).
MAZEOBJ = $(LIBOBJ) $(RENDEROBJ)
MAZEHDR = src/lib/algo.h src/lib/maze.h src/lib/rng.h src/gen/gen.h \
	  src/solve/solve.h src/stat/stat.h src/render/render.h
CLIOBJ = $(patsubst %.c,$(B)/%.o,$(wildcard src/cli/*.c))
UNITSRC = $(wildcard tests/unit/*.c)
UNITOBJ = $(UNITSRC:%.c=$(B)/%.o)
TOOLS = $(patsubst tests/tools/%.c,$(B)/tools/%,$(wildcard tests/tools/*.c))

BINS = $(PROGS:%=$(B)/%)

all: $(BINS) $(B)/$(SOREAL) $(B)/libmaze.a | $(B)/SANITIZE

$(B)/%.o: %.c | $(B)/SANITIZE
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS_ALL) $(CFLAGS_ALL) -MMD -MP -c -o $@ $<

# A tree made outside build/ (make B=dir) is listed in build/trees, for
# make clean to find it.
$(B)/SANITIZE:
	@mkdir -p $(@D)
	@echo '$(SANITIZE)' >$@
	@case '$(abspath $(B))/' in '$(CURDIR)/build/'*) ;; \
	*) mkdir -p build && echo '$(abspath $(B))' >>build/trees ;; esac

$(RENDEROBJ) $(B)/src/mazerender.o: CPPFLAGS_ALL += $(PNG_CFLAGS)
$(RENDEROBJ): CFLAGS_ALL += -pthread
$(MAZEOBJ): CFLAGS_ALL += -fPIC -fvisibility=hidden
$(UNITOBJ): CPPFLAGS_ALL += $(CHECK_CFLAGS) -Itests/unit
$(B)/tests/unit/check_mask.o: CPPFLAGS_ALL += $(PNG_CFLAGS)

# The programs and the tests link the internal archive, every object with
# every name, hidden or not; rendering in it is linked only where used, so
# that only mazerender needs libpng.
$(B)/libmazeint.a: $(MAZEOBJ)
	rm -f $@
	$(AR) rcs $@ $(MAZEOBJ)

# The archive installed offers a program maze(3)'s names and no other, as
# the shared library does, so that a program's own rng_seed or num_parse
# never meets the library's: its objects are linked into one, whose hidden
# names (every name but the public headers') objcopy makes local.  The
# objcopy of the machine CC compiles for, which may not be the build's.
OBJCOPY = $(shell command -v $$($(CC) -dumpmachine 2>/dev/null)-objcopy || \
	echo objcopy)
$(B)/libmaze.a: $(MAZEOBJ)
	rm -f $@ $(B)/libmaze.o
	$(CC) $(LDFLAGS_ALL) -nostdlib -r -o $(B)/libmaze.o $(MAZEOBJ)
	$(OBJCOPY) --localize-hidden $(B)/libmaze.o
	$(AR) rcs $@ $(B)/libmaze.o
	rm -f $(B)/libmaze.o

# The shared library, and its links as the loader and the linker look for
# it, so that a program can be linked with -Lbuild -lmaze.  The version
# script exports maze(3)'s names, versioned, and nothing else, whatever
# the objects' visibility.
$(B)/$(SOREAL): $(MAZEOBJ) $(MAZEMAP)
	$(CC) -shared $(LDFLAGS_ALL) -Wl,-soname,$(SONAME) $(SODEFS) \
	    -Wl,--version-script=$(MAZEMAP) -o $@ $(MAZEOBJ) $(RENDER_LIBS)
	ln -sf $(SOREAL) $(B)/$(SONAME)
	ln -sf $(SONAME) $(B)/libmaze.so

# Hex and delta mazes are drawn in their geometry with cairo, by
# render/geometry.c, and PDF by render/pdf.c, which mazerender alone holds
# and links: not libmaze, whose render/ draws hex and delta mazes as text
# only, nor the other programs.  CAIRO=no builds mazerender without it
# (tests/cross.sh, whose static links for other machines have no cairo):
# render/nocairo.c then refuses those pictures.
CAIRO = yes
ifeq ($(CAIRO),no)
GEOMOBJ = $(B)/src/render/nocairo.o
else
CAIRO_CFLAGS = $(shell $(PKG_CONFIG) --cflags cairo)
CAIRO_LIBS = $(shell $(PKG_CONFIG) --libs cairo)
GEOMOBJ = $(B)/src/render/geometry.o $(B)/src/render/polar.o \
	$(B)/src/render/pdf.o
$(GEOMOBJ): CPPFLAGS_ALL += $(CAIRO_CFLAGS)
endif

# A web page of mazes (render/html.c, -f html) is mazerender's alone too:
# its script and style, src/render/page.js and page.css, are put in it
# as C arrays made here (a string literal so long is more than C asks a
# compiler to take), and its data deflated with zlib, libpng's own
# dependency.
HTMLOBJ = $(B)/src/render/html.o $(B)/src/render/sha256.o \
	$(B)/gen/render/page.o
ZLIB_LIBS = $(shell $(PKG_CONFIG) --libs zlib 2>/dev/null || echo -lz)
$(HTMLOBJ): CPPFLAGS_ALL += $(PNG_CFLAGS)
$(B)/gen/render/page.c: src/render/page.js src/render/page.css
	@mkdir -p $(@D)
	@{ echo '/* page.c: made by the Makefile from src/render/page.*. */'; \
	echo '#include "render/renderpriv.h"'; \
	for f in js css; do \
		echo "const char render_page_$$f[] = {"; \
		od -An -v -tx1 src/render/page.$$f | \
		    sed 's/ *\([0-9a-f][0-9a-f]\)/0x\1,/g'; \
		echo "0 };"; \
	done; } >$@.tmp && mv $@.tmp $@
$(B)/gen/render/page.o: $(B)/gen/render/page.c | $(B)/SANITIZE
	$(CC) $(CPPFLAGS_ALL) $(CFLAGS_ALL) -c -o $@ $<

$(B)/mazerender: $(B)/src/mazerender.o $(GEOMOBJ) $(HTMLOBJ) $(RENDEROBJ) \
	$(CLIOBJ) $(B)/libmazeint.a
	$(CC) $(LDPROG) -o $@ $^ $(RENDER_LIBS) $(CAIRO_LIBS) $(ZLIB_LIBS) -lm

$(B)/maze%: $(B)/src/maze%.o $(CLIOBJ) $(B)/libmazeint.a
	$(CC) $(LDPROG) -o $@ $^

# mazegen reads PNG masks: gen/mask-read.c, the one file of gen/ that
# needs libpng.
$(B)/src/gen/mask-read.o: CPPFLAGS_ALL += $(PNG_CFLAGS)
$(B)/mazegen: $(B)/src/mazegen.o $(CLIOBJ) $(B)/libmazeint.a
	$(CC) $(LDPROG) -o $@ $^ $(PNG_LIBS)

$(B)/unit: $(UNITOBJ) $(RENDEROBJ) $(B)/src/render/sha256.o \
	$(B)/libmazeint.a
	$(CC) $(LDPROG) -o $@ $^ $(CHECK_LIBS) $(RENDER_LIBS)

$(B)/tools/%: $(B)/tests/tools/%.o $(B)/libmazeint.a
	@mkdir -p $(@D)
	$(CC) $(LDPROG) -o $@ $^ $(RENDER_LIBS) $(ZLIB_LIBS)
$(B)/tests/tools/%.o: CPPFLAGS_ALL += $(PNG_CFLAGS)

# mazeplay, the game: the one program that links ncurses (pkg-config's
# ncursesw, else -lncursesw), and only through play/screen.c; the rest of
# play/ goes into the unit tests too.  It draws with render/, so it links
# libpng as mazerender does.
NCURSES_CFLAGS = $(shell $(PKG_CONFIG) --cflags ncursesw 2>/dev/null)
NCURSES_LIBS = $(shell $(PKG_CONFIG) --libs ncursesw 2>/dev/null || \
	echo -lncursesw)
PLAYOBJ = $(patsubst %.c,$(B)/%.o,$(filter-out src/play/screen.c, \
	$(wildcard src/play/*.c)))
PROGS += mazeplay

all: $(B)/mazeplay

$(B)/src/play/screen.o: CPPFLAGS_ALL += $(NCURSES_CFLAGS)

# The text drawing from an archive, so that only what it uses is linked:
# not the GIF writer, whose giflib is mazerender's alone.
$(B)/librender.a: $(RENDEROBJ)
	rm -f $@
	$(AR) rcs $@ $(RENDEROBJ)

$(B)/mazeplay: $(B)/src/mazeplay.o $(PLAYOBJ) $(B)/src/play/screen.o \
	$(CLIOBJ) $(B)/librender.a $(B)/libmazeint.a
	$(CC) $(LDPROG) -o $@ $^ $(NCURSES_LIBS) $(PNG_LIBS) -pthread

$(B)/unit: $(PLAYOBJ)

# What the end-to-end tests run: the programs, the tests' tools and the
# fuzz harnesses' replays (below); tests, that and the unit tests.
tools: all $(TOOLS)
tests: tools $(B)/unit

# The whole suite, then again under AddressSanitizer and UBSan.
check:
	@sh tests/check.sh

# The tests again, built for 32-bit x86 or big-endian s390x (under
# qemu-user) against that machine's libraries unpacked under I386_ROOT or
# S390X_ROOT (tests/cross.sh; .ci/run).
check-i386:
	@sh tests/cross.sh i386 "$(I386_ROOT)"
check-s390x:
	@sh tests/cross.sh s390x "$(S390X_ROOT)"

bench: all $(TOOLS)
	@sh tests/bench/bench.sh $(B)

# One maze of 31000x31000 cells (or SIZE="width height") made, solved,
# measured and drawn, each step timed: 16 GB of /tmp and a quarter hour.
bench-huge: all $(TOOLS)
	@sh tests/bench/huge.sh $(B) $(SIZE)

demo: all
	$(B)/mazegen -s 7 40 20 | $(B)/mazepost --end farthest | \
	    $(B)/mazesolve | $(B)/mazerender -o maze.png
	@echo "wrote maze.png"

# The examples the man pages run go with the documentation.
install: all
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	    $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(DOCDIR)/examples
	$(INSTALL_PROGRAM) $(BINS) $(DESTDIR)$(BINDIR)/
	$(INSTALL_DATA) $(MAN1) $(DESTDIR)$(MANDIR)/man1/
	$(INSTALL_DATA) $(MAN5) $(DESTDIR)$(MANDIR)/man5/
	$(INSTALL_DATA) $(EXAMPLES) $(DESTDIR)$(DOCDIR)/examples/
	$(INSTALL) -d $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) \
	    $(DESTDIR)$(FISHCOMPDIR)
	for p in $(COMPLETE); do \
		$(INSTALL_DATA) completions/maze.bash $(DESTDIR)$(BASHCOMPDIR)/$$p && \
		$(INSTALL_DATA) completions/maze.fish \
		    $(DESTDIR)$(FISHCOMPDIR)/$$p.fish || exit 1; \
	done
	$(INSTALL_DATA) completions/_maze $(DESTDIR)$(ZSHCOMPDIR)/

# libmaze: the archive, the shared library and its links, the public
# headers, maze.pc (its paths relative to the prefix, as pkg-config's
# --define-prefix wants them) and maze(3).
underprefix = $(patsubst $(PREFIX)/%,$${prefix}/%,$(1))
install: install-lib
install-lib: $(B)/libmaze.a $(B)/$(SOREAL)
	$(INSTALL) -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) \
	    $(DESTDIR)$(MANDIR)/man3 \
	    $(sort $(dir $(MAZEHDR:src/%=$(DESTDIR)$(INCLUDEDIR)/maze/%)))
	$(INSTALL_DATA) $(B)/libmaze.a $(B)/$(SOREAL) $(DESTDIR)$(LIBDIR)/
	ln -sf $(SOREAL) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libmaze.so
	$(INSTALL_DATA) src/maze.h $(DESTDIR)$(INCLUDEDIR)/maze/
	for h in $(MAZEHDR:src/%=%); do \
	    $(INSTALL_DATA) src/$$h $(DESTDIR)$(INCLUDEDIR)/maze/$$h || exit; \
	done
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@ABI_VERSION@|$(ABI_VERSION)|' \
	    -e 's|@PNG_LIBS@|$(PNG_STATIC_LIBS)|' \
	    -e 's|@GIF_LIBS@|$(GIF_LIBS)|' \
	    -e 's|@LIBDIR@|$(call underprefix,$(LIBDIR))|' \
	    -e 's|@INCLUDEDIR@|$(call underprefix,$(INCLUDEDIR))|' \
	    maze.pc.in >$(DESTDIR)$(PKGCONFIGDIR)/maze.pc
	chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/maze.pc
	$(INSTALL_DATA) man/maze.3 $(DESTDIR)$(MANDIR)/man3/

# As GNU's install-strip: the same, the programs stripped.
install-strip:
	$(MAKE) INSTALL_PROGRAM='$(INSTALL_PROGRAM) -s' install

uninstall:
	rm -f $(PROGS:%=$(DESTDIR)$(BINDIR)/%)
	rm -f $(MAN1:man/%=$(DESTDIR)$(MANDIR)/man1/%)
	rm -f $(MAN5:man/%=$(DESTDIR)$(MANDIR)/man5/%)
	rm -f $(EXAMPLES:%=$(DESTDIR)$(DOCDIR)/%)
	-rmdir $(DESTDIR)$(DOCDIR)/examples $(DESTDIR)$(DOCDIR)
	rm -f $(COMPLETE:%=$(DESTDIR)$(BASHCOMPDIR)/%)
	rm -f $(COMPLETE:%=$(DESTDIR)$(FISHCOMPDIR)/%.fish)
	rm -f $(DESTDIR)$(ZSHCOMPDIR)/_maze

# ---- Fuzzing: tests/fuzz.  Each harness, tests/fuzz/fuzz_NAME.c, is one
# LLVMFuzzerTestOneInput over the library.  `make fuzz` builds them with
# clang and libFuzzer (in build/fuzz, the library with the fuzzer's
# coverage and ASan+UBSan) and runs each FUZZ_SECONDS from its corpus,
# tests/fuzz/corpus/NAME, keeping what it finds in build/fuzz/found/NAME.
# The tests build each again as replay-NAME with replay.c's main, which
# needs no libFuzzer: the e2e case fuzz-replay feeds it the corpus and
# every input that ever failed, tests/fuzz/crashes/NAME, under whichever
# compiler and sanitizers built the tests.
FUZZSRC = $(wildcard tests/fuzz/fuzz_*.c)
FUZZERS = $(FUZZSRC:tests/fuzz/fuzz_%.c=%)
FUZZ_SECONDS = 25
FUZZ_CC = clang
FUZZ_B = build/fuzz
ifeq ($(SANITIZE),fuzz)
SANFLAGS = -fsanitize=fuzzer-no-link,address,undefined \
	   -fno-sanitize-recover=all -fno-omit-frame-pointer
endif
REPLAY = $(FUZZERS:%=$(B)/fuzz/replay-%)

$(B)/tests/fuzz/%.o: CPPFLAGS_ALL += $(PNG_CFLAGS) -Itests/fuzz

$(B)/fuzz/replay-%: $(B)/tests/fuzz/fuzz_%.o $(B)/tests/fuzz/replay.o \
	    $(RENDEROBJ) $(B)/libmazeint.a
	@mkdir -p $(@D)
	$(CC) $(LDPROG) -o $@ $^ $(RENDER_LIBS)

$(B)/fuzz/fuzz-%: $(B)/tests/fuzz/fuzz_%.o $(RENDEROBJ) $(B)/libmazeint.a
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS_ALL) -fsanitize=fuzzer -o $@ $^ $(RENDER_LIBS)

tools: $(REPLAY)

# A sanitized tree's programs, every one the tests start, link
# tests/sanstart.c.
$(BINS) $(B)/unit $(TOOLS) $(REPLAY): $(SANSTART)

fuzz-build:
	$(MAKE) B=$(FUZZ_B) CC=$(FUZZ_CC) SANITIZE=fuzz \
	    $(FUZZERS:%=$(FUZZ_B)/fuzz/fuzz-%)

fuzz: fuzz-build
	@sh tests/fuzz/run $(FUZZ_B) $(FUZZ_SECONDS) $(FUZZERS)

.PHONY: fuzz fuzz-build

uninstall: uninstall-lib
uninstall-lib:
	rm -f $(DESTDIR)$(LIBDIR)/libmaze.a $(DESTDIR)$(LIBDIR)/$(SOREAL) \
	    $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libmaze.so
	rm -f $(MAZEHDR:src/%=$(DESTDIR)$(INCLUDEDIR)/maze/%) \
	    $(DESTDIR)$(INCLUDEDIR)/maze/maze.h
	rm -f $(DESTDIR)$(PKGCONFIGDIR)/maze.pc $(DESTDIR)$(MANDIR)/man3/maze.3
	-rmdir $(sort $(dir $(MAZEHDR:src/%=$(DESTDIR)$(INCLUDEDIR)/maze/%))) \
	    $(DESTDIR)$(INCLUDEDIR)/maze

# build, and the trees made elsewhere with B= (build/trees) or named now,
# each only if it is one (its file SANITIZE) and holds no sources.
clean:
	@{ cat build/trees 2>/dev/null; echo '$(abspath $(B))'; } | \
	while read -r t; do \
		[ -f "$$t/SANITIZE" ] && [ "$$t" != '$(CURDIR)/build' ] || \
			continue; \
		case '$(CURDIR)/' in "$$(cd "$$t" && pwd -P)/"*) \
			echo "clean: $$t holds the sources: kept" >&2; \
			continue ;; \
		esac; \
		echo "rm -rf $$t"; rm -rf "$$t"; \
	done
	rm -rf build maze.png

.PHONY: all tools tests check check-i386 check-s390x bench bench-huge demo \
	install install-lib install-strip uninstall uninstall-lib clean

# Objects are made by a chain of pattern rules, which would make them
# intermediates that make deletes: keep them, so that `make demo` then
# `make` builds nothing twice.
.SECONDARY:

# A target whose recipe failed is removed, never left half made.
.DELETE_ON_ERROR:

-include $(wildcard $(B)/src/*.d $(B)/src/*/*.d $(B)/tests/*/*.d)
