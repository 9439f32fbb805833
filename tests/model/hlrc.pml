/*
 * hlrc.pml -- a Promela model of the global object space's protocol
 * (doc/gos.md, gos/gos_hlrc.c, gos/gos_lock.c), for Debian's spin.
 *
 * 3 nodes, 2 locks, 2 objects. Each node runs one application thread
 * (proctype app) and one server (proctype home), which stands for the
 * node's service thread and its monitors with their proxies: it answers
 * FETCH and DIFF for the objects homed there, and grants the locks homed
 * there in FIFO order. A message is answered on the asker's reply channel;
 * an application thread has one request outstanding at a time, as a Java
 * thread in gos_call has.
 *
 * The application thread, ITER times: picks a lock l (nondeterministically),
 * acquires it (LOCK, wait for GRANT carrying the node that released it
 * last), invalidates every cached copy unless that node is itself --
 * flushing a dirty copy first (DIFF, wait for ACK) -- reads object l
 * (FETCH if its copy is invalid; a home reads its own copy), increments
 * it, and releases: DIFF of every dirty copy, each acknowledged, then
 * UNLOCK, not acknowledged (the thread goes on at once, as mon_exit_send
 * does). The object l is only written under lock l.
 *
 * Checked (make -C tests/model check, exhaustively):
 *   no lost update -- at the end the homes hold exactly the increments made;
 *   no deadlock    -- no invalid end state (servers may wait forever);
 *   transitivity   -- with -DTRANS (4 nodes): A writes y under lock 0, B
 *                     sees it under lock 0 and writes f under lock 1, C
 *                     (which cached y before) sees f under lock 1 and must
 *                     then see y (proctype trans).
 * With -DBROKEN_NO_INVALIDATE the acquire does not invalidate, and spin
 * must find the lost update and the transitivity violation (run.sh checks
 * that it does, so the model is known to be able to fail).
 *
 * With -DNOTICES the acquire is acquire=notices (gos_notice.c): every home
 * logs each write to its objects (a DIFF it applies, or its own node's
 * write found at that node's release) under the next sequence number,
 * which becomes the object's version; FETCH answers carry the version, a
 * DIFF's acknowledgement the new sequence number and the previous version
 * (the writer's copy takes the new one if it had the previous one). A
 * release merges the node's release vector (what it knows, its diffs'
 * sequence numbers, its own log's end) into the lock's vector before the
 * UNLOCK; the lock's home adds its own log's end at the grant; the
 * acquirer reads the log entries between what it knows and the lock's
 * vector (the LOG request: entries never change once written, so reading
 * them is what the answer carries) and invalidates exactly the copies
 * they name whose version is older. The same properties are checked, and
 * with -DBROKEN_OWN_ONLY (a release vector of the node's own writes only,
 * not what it learnt) spin must find the transitivity violation.
 *
 * With -DCACHE, lock ownership caching (the design of doc/gos.md, not yet
 * in the C code): the home grants a lock to a node, which keeps it after
 * its thread's exit -- the node's threads take the node-local monitor of
 * the lock (lm) and re-acquire an owned lock with no message and no
 * acquire. A LOCK from another node makes the home send RECALL to the
 * owner, once per ownership (and at once to a new owner others wait
 * for). The owner's recall handler (proctype recaller; in C the service
 * thread) takes the local monitor, so it waits for the node's threads to
 * leave the lock, releases (diffs acknowledged, the vector handed on) and
 * sends UNLOCK; a RECALL for an ownership the node has given up is
 * dropped. A thread's end flushes its node's diffs. The node's copies
 * are then shared by two processes, so they are globals, and a node's
 * diffs and invalidations take its flush_mu (fm) as in gos_hlrc.c: a
 * release must not hand the lock on while a diff another thread of the
 * node sent is unacknowledged (spin found that lost update first). -DTWO
 * runs 2 nodes so that 2 critical sections each fit in the search;
 * -DBROKEN_RECALL (the handler does not wait for the local monitor) must
 * be caught.
 *
 * With -DMIGRATE (and -DNOTICES: the C code migrates homes only with
 * write notices), home migration (gos_hlrc.c, -Xgos:homemigration), a
 * model of its own: the first branch of the #ifdef MIGRATE below; the
 * model above is the #else branch. 3 nodes; one object X created at node
 * 0 with two fields, field f written under lock f only (locks 0 and 1 at
 * nodes 0 and 2, where they were created: locks never move), so two
 * nodes may write X at once and a DIFF carries the written fields only
 * (false sharing, as word-level diffs against the twin). Each node runs
 * ITER critical sections (node 1 ITER1) on a lock it picks, incrementing
 * the lock's field. Every node keeps a home hint (initially 0) and is X's
 * home iff its hint names itself; a node's copy (values, version, valid)
 * is shared by its thread and its server, so these are globals. Versions
 * count X's writes (each applied DIFF, each home write logged at its
 * release: version+1) and travel with the home; a log entry names X's
 * version, whichever home logged it. The home keeps mig_writer and
 * mig_streak; a diff from src != home that makes src's run reach K
 * (-DMIGK, 1 by default) and was made from the home's very version (its
 * base) hands X over in its acknowledgement (move_home): the old home's
 * hint names src, its copy becomes a valid cached copy of the same
 * version, and its thread's unlogged writes (hd: the twin) become a diff
 * to send; the writer, reading "moved" in its release, takes the home
 * (take_home; it asserts, as gos_fatal does, that its copy is that
 * version). A non-home answers FETCH and DIFF with a redirect to its hint;
 * the requester follows it (a redirect naming itself is ignored, as
 * gos_home_moved does) and re-sends the DIFF unchanged, with its base.
 * Between a hand-over and the new home's reading of its acknowledgement
 * the two point at each other: the requester's pause (gos_redirect_pause)
 * is modelled as waiting until that 2-cycle is broken, so that a new home
 * that never took X would be an invalid end state, not a silent livelock.
 * Checked: no lost update (exactly one home at the end, holding every
 * increment, its version = the writes made, nothing left unsent); a copy's
 * version never goes backwards (asserted at every update); only X's
 * current home (a ghost variable, NONE during a hand-over) answers a
 * FETCH with data or applies a DIFF; a request meets at most 2 redirects
 * plus one per move made while it is under way (the home can move on
 * while a request chases it: 2 alone does not hold with K=1 and node 1
 * writing twice); no deadlock. -DSHOW_MOVE asserts that no run both moves
 * X and redirects a DIFF (spin must refute it: the ok runs do migrate).
 * -DBROKEN_MIGRATE hands over without comparing the diff's base with the
 * home's version (and the writer does not check it either): spin must
 * find the lost update (a writer whose copy missed another node's write
 * to the other field becomes the home); -DBROKEN_MIGRATE_LATE lets the
 * old home apply a late DIFF to its copy instead of redirecting it: spin
 * must find it applied at a non-home; -DBROKEN_MIGRATE_TWIN hands over
 * without turning the old home's unlogged writes into a diff (what the
 * twin and home_mu ensure in C): spin must find the write lost;
 * -DBROKEN_MIGRATE_NOTAKE has the writer ignore "you are the home now":
 * spin must report the requests left bouncing as an invalid end state.
 *
 * How the model maps to the C code: app's acquire is mon_enter/mon_call
 * (gos_lock.c) followed by gos_acquire (gos_hlrc.c) unless the GRANT's
 * "last owner is you" is set; fault is gos_access_fault (gos_object.c);
 * release is gos_release then the EXIT request; home is the service
 * thread's gos_serve_fetch/gos_serve_diff and, for LOCK/UNLOCK, the home's
 * monitor as the proxies use it (FIFO hand-off, last_owner). With
 * MIGRATE: home's DIFF branch is gos_serve_diff (apply, version+1, log,
 * streak, may_move/move_home under home_mu and os_mu: one atomic step),
 * diff's acknowledgement is batch_acked (the version taken if it was the
 * base, rel[] raised, take_home on "moved"; a redirect re-sends), fault's
 * redirect loop is fetch's (gos_object.c) with gos_home_moved, and flush is
 * gos_release (home_log under home_mu before a cached copy's diff).
 */
#ifdef MIGRATE
/*
 * ---------------------------------------------------------------------
 * -DMIGRATE (with -DNOTICES): home migration, redirects, forwarded
 * requests. A model of its own (the data it needs differs: per-node home
 * hints, copies the node's server shares, fields, per-object versions);
 * the rest of the file below the #else is the model without migration.
 * ---------------------------------------------------------------------
 */
#ifndef NOTICES
#error "-DMIGRATE needs -DNOTICES: the C code migrates only with write notices"
#endif
#if defined(TRANS) || defined(CACHE) || defined(TWO)
#error "-DMIGRATE runs the 3-node scenario only"
#endif
#define N 3
#define NONE 255
#ifndef ITER
#define ITER 1
#endif
/* node 1's critical sections (more, to make a run of K >= 2 diffs) */
#ifndef ITER1
#define ITER1 ITER
#endif
#define ITERS(n) ((n) == 1 -> ITER1 : ITER)
/* K, gos_space.opt.migrate_after: the writer's run of diffs that moves */
#ifndef MIGK
#define MIGK 1
#endif
#define LMAX (2 * ITER + ITER1 + 1)
#define LHOME(l) ((l) == 0 -> 0 : 2)

mtype = { FETCH, DIFF, LOCK, UNLOCK, VAL, ACK, GRANT, REDIR };

/* requests: type, from, arg (DIFF: mask of the fields carried; LOCK,
 * UNLOCK: the lock), a, b (DIFF: the fields' values), base (DIFF: the
 * version of the writer's copy the diff was made from) */
chan srv[N] = [6] of { mtype, byte, byte, byte, byte, byte };
/* replies to node n's thread: VAL f0, f1, version | REDIR node |
 * ACK moved, new version, log sequence number | GRANT last owner */
chan rep[N] = [1] of { mtype, byte, byte, byte };

/* The object X (created at node 0: its GID home, hint's initial value)
 * with fields 0 and 1; field f is written under lock f only, so two
 * nodes may write X at once (false sharing: diffs carry the written
 * fields only). Node n's copy: cval[n * 2 + f], its version cver[n],
 * valid[n]; hint[n] is n's home hint, and n is X's home iff hint[n] == n
 * (gos_is_home). The copy is shared by n's thread and n's server (a home
 * copy is the node's copy), so they are globals. */
byte hint[N];                 /* all 0: the creating node */
byte cval[N * 2];
byte cver[N];
bool valid[N];
bool dirty[N * 2];   /* a field written in a cached copy, not yet diffed (differs from the twin) */
bool hd[N * 2];      /* a field written in the home copy, not yet logged (home_log) */
byte mw = NONE, ms;  /* mig_writer, mig_streak: only the home uses them, a move resets them */
byte ghome;          /* ghost: the node that holds X's home; NONE during a hand-over */
byte moves, dredirs; /* ghosts: hand-overs, DIFFs redirected */

byte owner[2] = NONE;     /* lock owner node */
byte last[2] = NONE;      /* node that released the lock last */
byte q[2 * N];            /* FIFO of waiting nodes per lock: q[l*N + i] */
byte qlen[2];
byte made;                /* increments performed (ghost) */
byte finished;
byte wl[N];               /* last sequence number of node h's write log */
byte logv[N * LMAX];      /* X's version that entry s of h's log names: logv[h*LMAX + s-1] */
byte lvec[2 * N];         /* lock l's vector: lvec[l*N + h] */

#define HOME(n) (hint[n] == (n))
/* the diff was made from the home's very version (BROKEN_MIGRATE: not checked) */
#ifdef BROKEN_MIGRATE
#define BASE_OK(c, i) true
#else
#define BASE_OK(c, i) ((c) == (i))
#endif
/* versions never go backwards at any copy */
#define SETVER(n, v) assert((v) >= cver[n]); cver[n] = (v)
#define LOG_APPEND(h, v) wl[h]++; logv[(h) * LMAX + wl[h] - 1] = (v)
#define GRANT_VEC(l) if :: lvec[(l) * N + me] < wl[me] -> lvec[(l) * N + me] = wl[me] :: else -> skip fi

/* A node's server: the service thread (gos_serve_fetch, gos_serve_diff)
 * and the monitors of the locks created there. Each request is handled
 * in one step: in C os_mu and home_mu make a diff's application, its
 * logging and a move one step against the node's release's home_log. */
proctype home(byte me)
{
	mtype t; byte from, arg, a, b, c, i;
end:	do
	:: atomic { srv[me] ? t, from, arg, a, b, c ->
		if
		:: t == FETCH ->
			if
			:: HOME(me) ->
				assert(ghome == me);   /* only the current home answers with data */
				rep[from] ! VAL, cval[me * 2], cval[me * 2 + 1], cver[me]
			:: else -> rep[from] ! REDIR, hint[me], 0, 0
			fi
		:: t == DIFF ->
			if
#ifdef BROKEN_MIGRATE_LATE
			/* the old home applies a late diff to its copy instead of
			 * redirecting it */
			:: HOME(me) || valid[me] ->
#else
			:: HOME(me) ->
#endif
				assert(ghome == me);   /* only the current home applies a diff */
				if :: arg & 1 -> cval[me * 2] = a :: else -> skip fi;
				if :: arg & 2 -> cval[me * 2 + 1] = b :: else -> skip fi;
				i = cver[me];           /* prev */
				SETVER(me, i + 1);
				LOG_APPEND(me, i + 1);
				if :: mw == from -> ms++ :: else -> mw = from; ms = 1 fi;
				if
				:: from != me && mw == from && ms >= MIGK && BASE_OK(c, i) ->
					/* move_home: hand X over in the acknowledgement; this
					 * copy becomes a valid cached copy of the same version,
					 * and what this node's threads wrote since their last
					 * release (the twin) goes to the new home as a diff */
					hint[me] = from; valid[me] = true;
					mw = NONE; ms = 0;
#ifndef BROKEN_MIGRATE_TWIN
					dirty[me * 2] = dirty[me * 2] || hd[me * 2];
					dirty[me * 2 + 1] = dirty[me * 2 + 1] || hd[me * 2 + 1];
#endif
					hd[me * 2] = false; hd[me * 2 + 1] = false;
					ghome = NONE; moves++;
					rep[from] ! ACK, 1, i + 1, wl[me]
				:: else -> rep[from] ! ACK, 0, i + 1, wl[me]
				fi
			:: else -> dredirs++; rep[from] ! REDIR, hint[me], 0, 0
			fi
		:: t == LOCK ->
			if
			:: owner[arg] == NONE -> owner[arg] = from; GRANT_VEC(arg); rep[from] ! GRANT, last[arg], 0, 0
			:: else -> q[arg * N + qlen[arg]] = from; qlen[arg]++
			fi
		:: t == UNLOCK ->
			assert(owner[arg] == from);
			last[arg] = from;
			if
			:: qlen[arg] > 0 ->
				owner[arg] = q[arg * N];
				i = 0;
				do
				:: i + 1 < qlen[arg] -> q[arg * N + i] = q[arg * N + i + 1]; i++
				:: else -> break
				od;
				qlen[arg]--;
				GRANT_VEC(arg);
				rep[owner[arg]] ! GRANT, last[arg], 0, 0
			:: else -> owner[arg] = NONE
			fi
		fi }
	od
}

/* A redirect from node t naming h (gos_home_moved: a redirect naming
 * this node is ignored, the hint stays); a request meets at most 2 plus
 * one per move made since it began. In C the requester asks again after
 * a short pause (gos_redirect_pause); here it asks again once the 2-cycle
 * that sent it back and forth is broken -- between a hand-over and the
 * new home's reading of its acknowledgement the two point at each other.
 * An immediate retry would only bounce; a cycle that never breaks (a new
 * home that never takes X) is then an invalid end state spin reports,
 * not a silent livelock. */
inline redirected(t, h) {
	hops++; assert(hops <= 2 + moves - m0);
	if
	:: h != me -> hint[me] = h; !(hint[h] == t && hint[t] == h)
	:: else -> hint[t] != me
	fi
}

/* DIFF of the copy's written fields, re-sent unchanged (same base) where
 * redirects say, until a home acknowledges it (batch_acked) */
inline diff() {
	mask = (dirty[me * 2] -> 1 : 0) + (dirty[me * 2 + 1] -> 2 : 0);
	bs = cver[me];
	hops = 0; m0 = moves;
	do
	:: t = hint[me];
		srv[t] ! DIFF, me, mask, cval[me * 2], cval[me * 2 + 1], bs;
		if
		:: rep[me] ? ACK, a, b, c ->
			atomic {
				/* the copy takes the new version if nobody wrote X in between */
				if :: cver[me] + 1 == b -> SETVER(me, b) :: else -> skip fi;
				if :: rel[t] < c -> rel[t] = c :: else -> skip fi;
				if
				:: a ->
					/* take_home: under flush_mu, which the release holds */
#ifndef BROKEN_MIGRATE
					assert(valid[me] && cver[me] == b);   /* gos_fatal in C */
#endif
#ifndef BROKEN_MIGRATE_NOTAKE
					hint[me] = me; cver[me] = b;
					assert(ghome == NONE); ghome = me
#else
					skip   /* "you are the home now" ignored */
#endif
				:: else -> skip
				fi;
				dirty[me * 2] = false; dirty[me * 2 + 1] = false
			}
			break
		:: rep[me] ? REDIR, h, _, _ -> redirected(t, h)
		fi
	od
}

/* make the copy valid: FETCH from the hint, following redirects */
inline fault() {
	hops = 0; m0 = moves;
	do
	:: HOME(me) || valid[me] -> break
	:: else ->
		t = hint[me];
		srv[t] ! FETCH, me, 0, 0, 0, 0;
		if
		:: rep[me] ? VAL, a, b, c ->
			atomic { cval[me * 2] = a; cval[me * 2 + 1] = b; SETVER(me, c); valid[me] = true }
		:: rep[me] ? REDIR, h, _, _ -> redirected(t, h)
		fi
	od
}

/* a release's first half (gos_release): a write to the home copy is
 * logged under the next version, and breaks the writer's run; a cached
 * copy's written fields are diffed. In that order: a move between the
 * two turns the unlogged write into a diff, which is then sent. */
inline flush() {
	atomic {
		if
		:: HOME(me) && (hd[me * 2] || hd[me * 2 + 1]) ->
			bs = cver[me] + 1; SETVER(me, bs); LOG_APPEND(me, bs);
			mw = me; ms = 0;
			hd[me * 2] = false; hd[me * 2 + 1] = false
		:: else -> skip
		fi
	}
	if
	:: dirty[me * 2] || dirty[me * 2 + 1] -> diff()
	:: else -> skip
	fi;
	rel[me] = wl[me]
}

/* LOCK at the lock's home (where it was created: locks do not move),
 * then the notices between what the node knows and the lock's vector;
 * an entry naming X with a version newer than the copy's invalidates it
 * (a dirty copy is diffed first) unless the node is X's home */
inline acquire(l) {
	srv[LHOME(l)] ! LOCK, me, l, 0, 0, 0;
	rep[me] ? GRANT, lo, _, _;
	if
	:: lo != me ->
		h = 0;
		do
		:: h < N ->
			do
			:: h != me && known[h] < lvec[l * N + h] ->
				known[h]++;
				nv = logv[h * LMAX + known[h] - 1];
				if
				:: !HOME(me) && valid[me] && cver[me] < nv ->
					if :: dirty[me * 2] || dirty[me * 2 + 1] -> diff() :: else -> skip fi;
					/* the diff may have made this node the home */
					if :: !HOME(me) -> valid[me] = false :: else -> skip fi
				:: else -> skip
				fi
			:: else -> break
			od;
			if :: rel[h] < known[h] -> rel[h] = known[h] :: else -> skip fi;
			h++
		:: else -> break
		od
	:: else -> skip
	fi
}

inline release(l) {
	flush();
	h = 0;
	do
	:: h < N -> if :: lvec[l * N + h] < rel[h] -> lvec[l * N + h] = rel[h] :: else -> skip fi; h++
	:: else -> break
	od;
	srv[LHOME(l)] ! UNLOCK, me, l, 0, 0, 0
}

proctype app(byte me)
{
	byte it, l, lo, r, h, t, a, b, c, mask, bs, nv, hops, m0;
	byte known[N], rel[N];
	it = 0;
	do
	:: it < ITERS(me) ->
		if :: l = 0 :: l = 1 fi;
		acquire(l);
		fault();
		r = cval[me * 2 + l];
		atomic {
			cval[me * 2 + l] = r + 1;
			if :: HOME(me) -> hd[me * 2 + l] = true :: else -> dirty[me * 2 + l] = true fi
		}
		made++;
		release(l);
		it++
	:: else -> break
	od;
	finished++
}

init {
	byte h;
	atomic {
		run home(0); run home(1); run home(2);
		run app(0); run app(1); run app(2)
	}
	finished == N;
	/* exactly one home, which holds every increment, each logged once */
	assert(HOME(0) + HOME(1) + HOME(2) == 1);
	h = (HOME(0) -> 0 : (HOME(1) -> 1 : 2));
	assert(ghome == h);
	assert(cval[h * 2] + cval[h * 2 + 1] == made);
	assert(cver[h] == made);
	h = 0;
	do
	:: h < N -> assert(!dirty[h * 2] && !dirty[h * 2 + 1] && !hd[h * 2] && !hd[h * 2 + 1]); h++
	:: else -> break
	od
#ifdef SHOW_MOVE
	/* reachability: spin must find a run with a move and a redirected DIFF */
	; assert(moves == 0 || dredirs == 0)
#endif
}
#else /* !MIGRATE */
#ifdef TRANS
#define N 4
#else
#ifdef TWO
#define N 2
#else
#define N 3
#endif
#endif
#define NONE 255
#ifndef ITER
#define ITER 2
#endif

mtype = { FETCH, DIFF, LOCK, UNLOCK, VAL, ACK, GRANT };

/* homes: object 0 at node 0, object 1 at node 1; lock 0 at node 0, lock 1
 * at node 2 (with TWO, 2 nodes: lock 0 at node 1, lock 1 at node 0) */
#define OHOME(o) (o)
#ifdef TWO
#define LHOME(l) ((l) == 0 -> 1 : 0)
#else
#define LHOME(l) ((l) == 0 -> 0 : 2)
#endif

chan srv[N] = [6] of { mtype, byte, byte, byte };   /* type, from, arg, value */
/* replies: rep[n] to node n's application thread, rep[N + n] to its
 * recall handler (a DIFF's `from` names the reply channel) */
chan rep[2 * N] = [2] of { mtype, byte, byte };      /* type, value, version */

/* A node's cached copies: copy/valid/dirty of object o. Without CACHE
 * they are the application thread's local variables (spin's partial order
 * reduction works on local variables: the search stays small); with CACHE
 * the node's recall handler shares them, so they are global, object o of
 * node n at [n * 2 + o]. */
#ifdef CACHE
byte copy[N * 2];
bool valid[N * 2], dirty[N * 2];
#define CP(o) copy[me * 2 + (o)]
#define VA(o) valid[me * 2 + (o)]
#define DT(o) dirty[me * 2 + (o)]
#define NODE_COPIES skip
#else
#define CP(o) copy[o]
#define VA(o) valid[o]
#define DT(o) dirty[o]
#define NODE_COPIES byte copy[2]; bool valid[2], dirty[2]
#endif
/* the node's flush_mu (gos_hlrc.c): a release's diffs and an acquire's
 * invalidation are one at a time, so a release cannot hand the lock on
 * while a diff another thread of its node sent is still unacknowledged */
bool fm[N];
#ifdef CACHE
#define FLUSH_LOCK atomic { !fm[me] -> fm[me] = true };
#define FLUSH_UNLOCK ; fm[me] = false
/* the copy is clean from the moment its value is sent (the twin is
 * refreshed with what the diff carries), so a write by another thread of
 * the node after that makes it dirty again */
#define DIFF_SEND(o) atomic { srv[OHOME(o)] ! DIFF, rch, o, CP(o); DT(o) = false }
#define DIFF_SENT(o) skip
#else
/* one thread per node: nothing to exclude (empty: no extra step) */
#define FLUSH_LOCK
#define FLUSH_UNLOCK
#define DIFF_SEND(o) srv[OHOME(o)] ! DIFF, rch, o, CP(o)
#define DIFF_SENT(o) DT(o) = false
#endif
#ifdef CACHE
/* lock ownership caching: own[n * 2 + l] -- node n holds lock l's
 * ownership and re-acquires it without a message; lm[n * 2 + l] -- the
 * node-local monitor on lock l (its threads and its recall handler take
 * it); recalled[l] -- the home has asked the owner to hand l back */
bool own[N * 2];
bool lm[N * 2];
bool recalled[2];
chan rc[N] = [2] of { byte };                        /* RECALL l */
#define OWN(l) own[me * 2 + (l)]
#define LM(l) lm[me * 2 + (l)]
#endif

byte homeval[2];          /* the home copies */
byte owner[2] = NONE;     /* lock owner node */
byte last[2] = NONE;      /* node that released the lock last */
byte q[2 * N];            /* FIFO of waiting nodes per lock: q[l*N + i] */
byte qlen[2];
byte made;                /* increments performed (ghost) */
byte finished;
#ifdef NOTICES
#define LMAX 8
byte wl[N];               /* last sequence number of home h's write log */
byte logo[N * LMAX];      /* object of entry s at home h: logo[h*LMAX + s-1] */
byte ver[2];              /* the home's version of each object */
byte lvec[2 * N];         /* lock l's vector: lvec[l*N + h] */
#define LOG_APPEND(h, o) wl[h]++; logo[(h) * LMAX + wl[h] - 1] = (o); ver[o] = wl[h]
#endif

#ifdef NOTICES
/* the lock's home adds the end of its own log to the grant's vector */
#define GRANT_VEC(l) if :: lvec[(l) * N + me] < wl[me] -> lvec[(l) * N + me] = wl[me] :: else -> skip fi
#else
#define GRANT_VEC(l) skip
#endif

#ifdef CACHE
/* someone waits for lock l: ask its owner, once per ownership, to hand it
 * back; a new owner with others waiting is asked at once */
#define RECALL(l) ; if :: !recalled[l] -> recalled[l] = true; rc[owner[l]] ! l :: else -> skip fi
#define NEXT_RECALL(l) ; recalled[l] = false; if :: qlen[l] > 0 RECALL(l) :: else -> skip fi
#else
#define RECALL(l)
#define NEXT_RECALL(l)
#endif

proctype home(byte me)
{
	mtype t; byte from, arg, v, i;
end:	do
	:: srv[me] ? t, from, arg, v ->
		if
#ifdef NOTICES
		:: t == FETCH -> rep[from] ! VAL, homeval[arg], ver[arg]
		:: t == DIFF -> homeval[arg] = v; i = ver[arg]; LOG_APPEND(me, arg);
			rep[from] ! ACK, wl[me], i
#else
		:: t == FETCH -> rep[from] ! VAL, homeval[arg], 0
		:: t == DIFF -> homeval[arg] = v; rep[from] ! ACK, 0, 0
#endif
		:: t == LOCK ->
			if
			:: owner[arg] == NONE -> owner[arg] = from; GRANT_VEC(arg); rep[from] ! GRANT, last[arg], 0
			:: else -> q[arg * N + qlen[arg]] = from; qlen[arg]++ RECALL(arg)
			fi
		:: t == UNLOCK ->
			assert(owner[arg] == from);
			last[arg] = from;
			if
			:: qlen[arg] > 0 ->
				owner[arg] = q[arg * N];
				i = 0;
				do
				:: i + 1 < qlen[arg] -> q[arg * N + i] = q[arg * N + i + 1]; i++
				:: else -> break
				od;
				qlen[arg]--;
				GRANT_VEC(arg);
				rep[owner[arg]] ! GRANT, last[arg], 0
				NEXT_RECALL(arg)
			:: else -> owner[arg] = NONE
			fi
		fi
	od
}

/* The application side's operations, shared by both scenarios. `rch` is
 * the process's reply channel: rep[me] for the application thread,
 * rep[N + me] for the recall handler. */
#ifdef NOTICES
/* the node's versions of its copies, its log positions and release vector
 * (local or global as the copies are) */
#ifdef CACHE
byte cver[N * 2], known[N * N], rel[N * N];
bool hdirty[N * 2];
#define CV(o) cver[me * 2 + (o)]
#define KN(h) known[me * N + (h)]
#define RL(h) rel[me * N + (h)]
#define HD(o) hdirty[me * 2 + (o)]
#define NODE_NOTICES skip
#else
#define CV(o) cver[o]
#define KN(h) known[h]
#define RL(h) rel[h]
#define HD(o) hdirty[o]
#define NODE_NOTICES byte cver[2], known[N], rel[N]; bool hdirty[2]
#endif

/* a DIFF of o and its acknowledgement: the copy takes the new version if
 * nobody wrote o in between; the release vector covers it */
inline diff(o) {
	DIFF_SEND(o);
	rep[rch] ? ACK, sq, pv;
	if :: CV(o) == pv -> CV(o) = sq :: else -> skip fi;
	if :: RL(OHOME(o)) < sq -> RL(OHOME(o)) = sq :: else -> skip fi;
	DIFF_SENT(o)
}

inline lock_remote(l) {
	srv[LHOME(l)] ! LOCK, me, l, 0;
	rep[me] ? GRANT, lo, _;
	if
	:: lo != me ->
		FLUSH_LOCK
		h = 0;
		do
		:: h < N ->
			do
			:: h != me && KN(h) < lvec[l * N + h] ->
				KN(h)++;
				o = logo[h * LMAX + KN(h) - 1];
				if
				:: OHOME(o) != me && VA(o) && CV(o) < KN(h) ->
					if :: DT(o) -> diff(o) :: else -> skip fi;
					VA(o) = false
				:: else -> skip
				fi
			:: else -> break
			od;
#ifndef BROKEN_OWN_ONLY
			if :: RL(h) < KN(h) -> RL(h) = KN(h) :: else -> skip fi;
#endif
			h++
		:: else -> break
		od
		FLUSH_UNLOCK
	:: else -> skip
	fi
}
#else
inline diff(o) {
	DIFF_SEND(o);
	rep[rch] ? ACK, _, _;
	DIFF_SENT(o)
}

inline lock_remote(l) {
	srv[LHOME(l)] ! LOCK, me, l, 0;
	rep[me] ? GRANT, lo, _;
#ifndef BROKEN_NO_INVALIDATE
	if
	:: lo != me ->
		FLUSH_LOCK
		o = 0;
		do
		:: o < 2 ->
			if
			:: OHOME(o) != me && DT(o) -> diff(o)
			:: else -> skip
			fi;
			VA(o) = false; o++
		:: else -> break
		od
		FLUSH_UNLOCK
	:: else -> skip
	fi
#endif
}
#endif

/* make the copy of object x valid (a home uses its own copy) */
inline fault(x) {
	if
	:: OHOME(x) != me && !VA(x) ->
#ifdef NOTICES
		srv[OHOME(x)] ! FETCH, me, x, 0; rep[me] ? VAL, CP(x), CV(x); VA(x) = true
#else
		srv[OHOME(x)] ! FETCH, me, x, 0; rep[me] ? VAL, CP(x), _; VA(x) = true
#endif
	:: else -> skip
	fi
}

/* a release's first half: every dirty copy diffed and acknowledged (and,
 * with notices, the node's writes to its own home copies logged); what a
 * thread's end does too */
inline flush() {
	FLUSH_LOCK
	o = 0;
	do
	:: o < 2 ->
		if
		:: DT(o) -> diff(o)
#ifdef NOTICES
		:: HD(o) ->
			/* this node's write to its own home copy, found at its release */
			atomic { LOG_APPEND(me, o); HD(o) = false }
#endif
		:: else -> skip
		fi;
		o++
	:: else -> break
	od
#ifdef NOTICES
	; RL(me) = wl[me]
#endif
	FLUSH_UNLOCK
}

/* the release of lock l to its home: flush, hand the vector on, UNLOCK */
inline unlock_remote(l) {
	flush();
#ifdef NOTICES
	/* what the release hands on, into the lock's vector (the lock is
	 * held: nobody else changes it until the UNLOCK) */
	h = 0;
	do
	:: h < N -> if :: lvec[l * N + h] < RL(h) -> lvec[l * N + h] = RL(h) :: else -> skip fi; h++
	:: else -> break
	od;
#endif
	srv[LHOME(l)] ! UNLOCK, me, l, 0
}

#ifdef CACHE
/* With ownership caching a node's threads take lock l's node-local
 * monitor; the first one asks the home for the ownership, and the node
 * keeps it after the exit until the home recalls it. */
inline acquire(l) {
	atomic { !LM(l) -> LM(l) = true };
	if
	:: !OWN(l) -> lock_remote(l); OWN(l) = true
	:: else -> skip
	fi
}
inline release(l) {
	LM(l) = false
}
#else
inline acquire(l) {
	lock_remote(l)
}
inline release(l) {
	unlock_remote(l)
}
#endif

inline read(x, r) {
	fault(x);
	if :: OHOME(x) == me -> r = homeval[x] :: else -> r = CP(x) fi
}

#ifdef NOTICES
#define HOME_WRITTEN(x) HD(x) = true
#else
#define HOME_WRITTEN(x) skip
#endif
inline write(x, v) {
	fault(x);
	if :: OHOME(x) == me -> homeval[x] = v; HOME_WRITTEN(x) :: else -> CP(x) = v; DT(x) = true fi
}

#ifdef NOTICES
#ifdef CACHE
#define APP_LOCALS byte h, sq, pv
#else
#define APP_LOCALS byte h, sq, pv; NODE_COPIES; NODE_NOTICES
#endif
#else
#ifdef CACHE
#define APP_LOCALS byte h   /* unused: a declaration, not a step */
#else
#define APP_LOCALS NODE_COPIES
#endif
#endif

#ifdef CACHE
/* A node's recall handler (in the C code the service thread): RECALL l
 * waits until the node's threads are out of l's local monitor, releases
 * (diffs acknowledged, the vector handed on) and gives the ownership
 * back. A RECALL for an ownership the node no longer has is dropped. */
proctype recaller(byte me)
{
	byte l, o, rch = N + me;
	APP_LOCALS;
end:	do
	:: rc[me] ? l ->
#ifndef BROKEN_RECALL
		atomic { !LM(l) -> LM(l) = true };
#endif
		if
		:: OWN(l) -> OWN(l) = false; unlock_remote(l)
		:: else -> skip
		fi
#ifndef BROKEN_RECALL
		; LM(l) = false
#endif
	od
}
#endif

proctype app(byte me)
{
	byte it, l, o, lo, r, rch = me;
	APP_LOCALS;
	it = 0;
	do
	:: it < ITER ->
		if :: l = 0 :: l = 1 fi;
		acquire(l);
		read(l, r);
		write(l, r + 1);
		made++;
		release(l);
		it++
	:: else -> break
	od;
#ifdef CACHE
	flush();   /* the thread's end releases */
#endif
	finished++
}

/* Transitivity: A writes y (object 0) under lock 0; B, having seen it
 * under lock 0, writes f (object 1) under lock 1; C, which cached y before,
 * acquires lock 1, sees f and must then see y. */
proctype trans(byte me)
{
	byte o, lo, r, rch = me;
	APP_LOCALS;
	if
	:: me == 1 ->                      /* A */
		acquire(0); write(0, 1); release(0)
	:: me == 2 ->                      /* B */
		acquire(0); read(0, r); release(0);
		if
		:: r == 1 -> acquire(1); write(1, 1); release(1)
		:: else -> skip
		fi
	:: me == 3 ->                      /* C */
		read(0, r);                    /* a racy early read: y cached */
		acquire(1); read(1, r);
		if
		:: r == 1 -> read(0, r); assert(r == 1)
		:: else -> skip
		fi;
		release(1)
	:: else -> skip
	fi;
	finished++
}

#ifdef CACHE
#define RECALLERS(n) run recaller(n)
#else
#define RECALLERS(n) skip
#endif

init {
#ifdef TRANS
	atomic {
		run home(0); run home(1); run home(2); run home(3);
		RECALLERS(0); RECALLERS(1); RECALLERS(2); RECALLERS(3);
		run trans(0); run trans(1); run trans(2); run trans(3)
	}
	finished == N
#else
#ifdef TWO
	atomic {
		run home(0); run home(1);
		RECALLERS(0); RECALLERS(1);
		run app(0); run app(1)
	}
#else
	atomic {
		run home(0); run home(1); run home(2);
		RECALLERS(0); RECALLERS(1); RECALLERS(2);
		run app(0); run app(1); run app(2)
	}
#endif
	finished == N;
	/* no lost update */
	assert(homeval[0] + homeval[1] == made)
#endif
}
#endif /* MIGRATE */
