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

int vct_interrupt_pending(void) {
    return interrupted;
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

/* Per-command word lists for the words after a command (`lang` -> en ru zh); a command
   without its own list gets list 1. */
#define VCT_MAX_ARGUMENT_LISTS 64
static char *argument_commands[VCT_MAX_ARGUMENT_LISTS];
static char **argument_lists[VCT_MAX_ARGUMENT_LISTS];
static int argument_counts[VCT_MAX_ARGUMENT_LISTS];
static int argument_list_count = 0;
static char **active_list = NULL;
static int active_count = 0;

static char *active_generator(const char *text, int state) {
    static int index;
    static size_t length;
    if (state == 0) { index = 0; length = strlen(text); }
    while (index < active_count) {
        const char *word = active_list[index++];
        if (strncmp(word, text, length) == 0) return strdup(word);
    }
    return NULL;
}

static char **list_completion(const char *text, int start, int end) {
    (void)end;
    rl_attempted_completion_over = 1;
    int first = 0;
    while (first < start && rl_line_buffer[first] == ' ') first++;
    if (first >= start) {
        completing_list = 0;
        return rl_completion_matches(text, list_generator);
    }
    int first_end = first;
    while (first_end < start && rl_line_buffer[first_end] != ' ') first_end++;
    size_t command_length = (size_t)(first_end - first);
    for (int i = 0; i < argument_list_count; i++) {
        if (strlen(argument_commands[i]) == command_length
            && strncmp(argument_commands[i], rl_line_buffer + first, command_length) == 0) {
            active_list = argument_lists[i];
            active_count = argument_counts[i];
            return rl_completion_matches(text, active_generator);
        }
    }
    completing_list = 1;
    return rl_completion_matches(text, list_generator);
}

void vct_set_argument_words(const char *command, const char *const *words, int count) {
    int slot = -1;
    for (int i = 0; i < argument_list_count; i++) {
        if (strcmp(argument_commands[i], command) == 0) { slot = i; break; }
    }
    if (slot < 0) {
        if (argument_list_count >= VCT_MAX_ARGUMENT_LISTS) return;
        slot = argument_list_count++;
        argument_commands[slot] = strdup(command);
    } else {
        for (int i = 0; i < argument_counts[slot]; i++) free(argument_lists[slot][i]);
        free(argument_lists[slot]);
    }
    argument_lists[slot] = count > 0 ? calloc((size_t)count, sizeof(char *)) : NULL;
    argument_counts[slot] = argument_lists[slot] ? count : 0;
    for (int i = 0; i < argument_counts[slot]; i++) argument_lists[slot][i] = strdup(words[i]);
}

void vct_set_completion_words(const char *const *commands, int command_count,
                              const char *const *ids, int id_count) {
    replace_list(0, commands, command_count);
    replace_list(1, ids, id_count);
    rl_attempted_completion_function = list_completion;
}

/* The shell's history, set aside while a quiz reads answers (so Up recalls no commands). */
static HISTORY_STATE *set_aside = NULL;

void vct_history_set_aside(void) {
    if (set_aside) return;
    set_aside = history_get_history_state();
    HISTORY_STATE empty;
    memset(&empty, 0, sizeof empty);
    history_set_history_state(&empty);
}

void vct_history_restore(void) {
    if (!set_aside) return;
    history_set_history_state(set_aside);
    free(set_aside);
    set_aside = NULL;
}
