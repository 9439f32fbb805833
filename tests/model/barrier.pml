/*
 * barrier.pml -- the cluster barrier of gos/gos_barrier.c (doc/gos.md,
 * "Barriers"), for Debian's spin.
 *
 * The home keeps the barrier's state; every operation on it is atomic
 * (bar_mu), whether a home thread makes it or the receiver serves a
 * remote party's message, so each party here talks to one home process
 * through messages:
 *   ARRIVE   a party arrives (gos_barrier_request / home_await: arrive);
 *   CANCEL   its timeout fired while it waited (INTR, why timeout; an
 *            interrupt is the same with another status);
 *   TRIP     the last party ran the barrier action (ok or threw);
 *   RESET    CyclicBarrier.reset.
 * The answers: OK, BROKEN, TIMEOUT, ACTION (run the action, then TRIP),
 * ACK (a TRIP's or RESET's).
 *
 * P parties pass the barrier R times. In any round any party may wait
 * with a timeout, which may fire at any time while it waits; the last
 * party's action may return or throw. Between rounds the parties meet (a
 * second barrier, as in tests/regression/src/GosBarrierRaces.java) and
 * party 0 resets the barrier if it broke. Checked (exhaustively):
 *   - every round is a trip (every party OK, the action ran once and
 *     returned) or a break: one party timed out or the action threw, all
 *     the others BROKEN, and OK for nobody;
 *   - no party passes before all have arrived;
 *   - no deadlock (no invalid end state).
 * -DNO_COMMIT: a CANCEL that reaches the home while the action runs
 * breaks the generation (the C barrier's first version): spin must find
 * the round in which the last party passes and the others are broken.
 * Not modelled: arrivals beyond the parties (held during the action),
 * reset during the action, the write vectors (what an arrival releases
 * and a departure acquires is the monitors' protocol, hlrc.pml).
 */
#ifndef P
#define P 3
#endif
#ifndef R
#define R 2
#endif

mtype = { ARRIVE, CANCEL, TRIP, RESET, OK, BROKEN, TIMEOUT, ACTION, ACK, FAILED };

chan to_home = [2 * P] of { mtype, byte, bool };   /* op, party, trip ok */
chan to_party[P] = [2] of { mtype };

/* the home's state */
byte count = P;
bool broken = false, tripping = false;
bool waiting[P];

/* ghosts: what each party got in each round, how often the action ran
 * and returned, how many parties have arrived in the round */
mtype got[P * R];
byte ran[R], threw[R], arrived[R];
byte stepped[2 * R];     /* the meeting points between rounds */

/* home: every waiting party leaves with st, a new generation begins */
inline release_all(st) {
	i = 0;
	do
	:: i < P ->
		if
		:: waiting[i] -> waiting[i] = false; to_party[i]!st
		:: else -> skip
		fi;
		i++
	:: else -> break
	od;
	count = P
}

active proctype home() {
	mtype op;
	byte who, i;
	bool ok;
end:	do
	:: to_home?op, who, ok ->
		atomic {
			if
			:: op == ARRIVE ->
				if
				:: broken -> to_party[who]!BROKEN
				:: else ->
					count--;
					if
					:: count > 0 -> waiting[who] = true
					:: else -> tripping = true; to_party[who]!ACTION
					fi
				fi
			:: op == CANCEL ->
#ifdef NO_COMMIT
				if
				:: waiting[who] ->
#else
				if
				:: waiting[who] && !tripping ->
#endif
					waiting[who] = false;
					broken = true;
					release_all(BROKEN);
					to_party[who]!TIMEOUT
				:: else -> skip    /* answered already, or committed to the trip */
				fi
			:: op == TRIP ->
				tripping = false;
				if
				:: ok -> release_all(OK)
				:: else -> broken = true; release_all(BROKEN)
				fi;
				to_party[who]!ACK
			:: op == RESET ->
				broken = true;
				release_all(BROKEN);
				broken = false;
				to_party[who]!ACK
			fi
		}
	od
}

proctype party(byte me) {
	byte r = 0, k;
	bool timed, cancelled;
	mtype st;

	do
	:: r < R ->
		if
		:: timed = true
		:: timed = false
		fi;
		cancelled = false;
		arrived[r]++;
		to_home!ARRIVE, me, false;
		do
		:: to_party[me]?st -> break
		:: timed && !cancelled -> cancelled = true; to_home!CANCEL, me, false
		od;
		if
		:: st == OK || st == ACTION -> assert(arrived[r] == P)   /* nobody passes early */
		:: else -> skip
		fi;
		if
		:: st == ACTION ->
			if
			:: ran[r]++; to_home!TRIP, me, true; to_party[me]?ACK; got[r * P + me] = OK
			:: threw[r]++; to_home!TRIP, me, false; to_party[me]?ACK; got[r * P + me] = FAILED
			fi
		:: else -> got[r * P + me] = st
		fi;
		/* meet; party 0 checks the round and mends the barrier; meet */
		stepped[2 * r]++;
		(stepped[2 * r] == P);
		if
		:: me == 0 ->
			atomic {
				byte oks = 0, timeouts = 0, brokens = 0, failed = 0;
				k = 0;
				do
				:: k < P ->
					if
					:: got[r * P + k] == OK -> oks++
					:: got[r * P + k] == TIMEOUT -> timeouts++
					:: got[r * P + k] == BROKEN -> brokens++
					:: got[r * P + k] == FAILED -> failed++
					fi;
					k++
				:: else -> break
				od;
				assert((oks == P && ran[r] == 1 && threw[r] == 0) ||
				       (oks == 0 && timeouts + failed == 1 && brokens == P - 1 && ran[r] == 0))
			}
			if
			:: broken -> to_home!RESET, 0, false; to_party[0]?ACK
			:: else -> skip
			fi
		:: else -> skip
		fi;
		stepped[2 * r + 1]++;
		(stepped[2 * r + 1] == P);
		r++
	:: else -> break
	od
}

init {
	byte k;
	atomic {
		k = 0;
		do
		:: k < P -> run party(k); k++
		:: else -> break
		od
	}
}
