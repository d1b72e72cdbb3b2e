#include "CReadline.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <errno.h>
#include <pthread.h>
#include <readline/readline.h>
#include <readline/history.h>

static vct_completion_generator current_generator = NULL;
static volatile sig_atomic_t interrupted = 0;

static char *generator_trampoline(const char *text, int state) {
    return current_generator ? current_generator(text, state) : NULL;
}

static char **attempted_completion(const char *text, int start, int end) {
    (void)start; (void)end;
    if (!current_generator) return NULL;
    rl_attempted_completion_over = 1; /* never fall back to file names */
    return rl_completion_matches(text, generator_trampoline);
}

/* The thread blocked in readline, and whether one is. A SIGINT may be delivered to any thread
   of the process (GRDB and Dispatch start several); only the reading thread's read() returns
   EINTR, so the handler passes the signal on to it. */
static pthread_t reader_thread;
static volatile sig_atomic_t reading = 0;

char *vct_readline(const char *prompt) {
    reader_thread = pthread_self();
    reading = 1;
    char *line = readline(prompt);
    reading = 0;
    return line;
}

void vct_add_history(const char *line) { add_history(line); }

int vct_read_history(const char *path) { return read_history(path); }

int vct_write_history(const char *path, int max_entries) {
    int rc = write_history(path);
    if (rc == 0 && max_entries > 0) history_truncate_file(path, max_entries);
    return rc;
}

void vct_set_completion_generator(vct_completion_generator generator) {
    current_generator = generator;
    rl_attempted_completion_function = generator ? attempted_completion : NULL;
}

const char *vct_line_buffer(void) { return rl_line_buffer ? rl_line_buffer : ""; }

void vct_cancel_line(void) {
    rl_free_line_state();
    rl_cleanup_after_signal();
}

static volatile sig_atomic_t pending_cancel = 0;

/* Async-signal-safe: sets flags (and wakes the reading thread). The read in vct_getc is interrupted (no SA_RESTART)
   and turns the flag into an accepted empty line, so readline returns to the caller. */
static void on_sigint(int sig) {
    interrupted = 1;
    pending_cancel = 1;
    /* pthread_self and pthread_kill are async-signal-safe. The reader gets the same signal
       and runs this handler itself, which sets the same flags and passes nothing on. */
    if (reading && !pthread_equal(pthread_self(), reader_thread)) pthread_kill(reader_thread, sig);
}

static int vct_getc(FILE *stream) {
    for (;;) {
        if (pending_cancel && RL_ISSTATE(RL_STATE_READCMD)) {
            pending_cancel = 0;
            rl_replace_line("", 0);
            return '\n';
        }
        unsigned char c;
        ssize_t n = read(fileno(stream), &c, 1);
        if (n == 1) return c;
        if (n == 0) return EOF;
        if (errno != EINTR) return EOF;
    }
}

void vct_install_sigint_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: a blocked read returns EINTR */
    sigaction(SIGINT, &action, NULL);
    /* A parent may have started us with SIGINT blocked (the mask is inherited): unblock it
       here, or Ctrl-C would never reach the handler. */
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    pthread_sigmask(SIG_UNBLOCK, &interrupt, NULL);
    rl_catch_signals = 0;
    rl_getc_function = vct_getc;
}

int vct_take_interrupt(void) {
    int was = interrupted;
    interrupted = 0;
    pending_cancel = 0;
    return was;
}

/* Word lists for Tab: commands for the first word, ids (lessons, exercises) after it. */
static char **word_lists[2] = {NULL, NULL};
static int word_counts[2] = {0, 0};
static int completing_list = 0;

static void replace_list(int which, const char *const *words, int count) {
    for (int i = 0; i < word_counts[which]; i++) free(word_lists[which][i]);
    free(word_lists[which]);
    word_lists[which] = count > 0 ? calloc((size_t)count, sizeof(char *)) : NULL;
    word_counts[which] = word_lists[which] ? count : 0;
    for (int i = 0; i < word_counts[which]; i++) word_lists[which][i] = strdup(words[i]);
}

static char *list_generator(const char *text, int state) {
    static int index;
    static size_t length;
    if (state == 0) { index = 0; length = strlen(text); }
    while (index < word_counts[completing_list]) {
        const char *word = word_lists[completing_list][index++];
        if (strncmp(word, text, length) == 0) return strdup(word);
    }
    return NULL;
}

static char **list_completion(const char *text, int start, int end) {
    (void)end;
    rl_attempted_completion_over = 1;
    int first_word = 1;
    for (int i = 0; i < start; i++) {
        if (rl_line_buffer[i] != ' ') { first_word = 0; break; }
    }
    completing_list = first_word ? 0 : 1;
    return rl_completion_matches(text, list_generator);
}

void vct_set_completion_words(const char *const *commands, int command_count,
                              const char *const *ids, int id_count) {
    replace_list(0, commands, command_count);
    replace_list(1, ids, id_count);
    rl_attempted_completion_function = list_completion;
}
