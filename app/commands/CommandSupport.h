// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// What the headless verbs share: the catalog options (--shipped-catalog, --catalog PATH) and opening the
// catalog they name, reading FILE or standard input, and the one-line error on stderr.
#include <QCommandLineOption>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QVector>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

#include "planning/CatalogSnapshot.h"
#include "planning/PriceAge.h"

class QCommandLineParser;

class CatalogStore;
struct CatalogIdentity;

namespace CommandSupport {

// `message` with control characters, escape sequences and bidi overrides made visible: everything the
// command line prints on stderr goes through it, so a file cannot drive the user's terminal.
QString safeForTerminal(const QString& message);

// Prints "gpu-planner VERB: message" (made safe for a terminal) on stderr and returns `code`, so a verb can `return
// fail(...)`.
int fail(const QString& verb, int code, const QString& message);

// The whole of FILE, or of standard input when path is "-", at most gp::jsonio::kMaxInputBytes (the size is
// checked before reading). Returns 0, or the exit code with *error set: 1 (ExitCode::Failure) when it
// cannot be read, 2 (ExitCode::InvalidInput) when it is larger than the limit.
int readInput(const QString& path, std::string* text, QString* error);

// Whether `path` may be written as an output file: it does not exist yet, or it is a regular file (or a link
// to one). A FIFO, device, socket or folder is refused with *error saying which ("... is a FIFO, not a
// regular file; name a file to write"): the atomic save would replace it, and a reader on it would wait.
bool checkOutputPath(const QString& path, QString* error);

// Parses `arguments` (the words after the verb) for "gpu-planner VERB". Returns the exit code to stop with:
// 2 after printing the parse error, 0 after printing --help; empty when the verb should go on.
std::optional<int> parseOrStop(QCommandLineParser& parser, const QString& verb, const QStringList& arguments);

// Writes `json` indented by two spaces and a newline to standard output; returns ExitCode::Ok (0).
int printJson(const nlohmann::json& json);

// The day prices' ages count to: GP_TODAY=YYYY-MM-DD when set (for tests and reproducible reports, so output
// does not change from one day to the next), else the local date. Empty and *error when GP_TODAY is not a date.
std::optional<gp::CivilDate> reportToday(QString* error);

struct CatalogOptions {
    QCommandLineOption shipped{QStringLiteral("shipped-catalog"),
                               QStringLiteral("Use the shipped catalog (read-only) instead of the user's.")};
    QCommandLineOption path{QStringLiteral("catalog"),
                            QStringLiteral("Use the catalog file PATH, as it is (never merged with the shipped one)."),
                            QStringLiteral("PATH")};
    QCommandLineOption migrate{QStringLiteral("migrate"),
                               QStringLiteral("Upgrade an older --catalog file's schema in place, after writing a "
                                              "backup copy beside it (PATH.schema-vN.backup).")};
    void addTo(QCommandLineParser& parser) const;
    // The snapshot of the catalog the options name; empty and *error when it cannot be opened, with
    // *exitCode 2 when --catalog names something that is not a catalog (left untouched), else 1. When
    // the user's catalog was unusable and the shipped one is used, says so on stderr.
    // `rows`, when given, also receives every row of the tables named in `tables`; `identity`, which catalog it
    // was (a plan records it, issue 34).
    std::optional<gp::CatalogSnapshot> open(const QCommandLineParser& parser, QString* error, int* exitCode = nullptr,
                                            const QStringList& tables = {},
                                            QMap<QString, QVector<QVariantMap>>* rows = nullptr,
                                            CatalogIdentity* identity = nullptr) const;
    // The store itself, for the verbs that change or list it (`catalog ...`, `catalog contract ...`): -1 when it
    // is open, else the exit code (2 when --migrate lacks --catalog or --catalog names something that is not a
    // catalog, 1 when none could be opened). Its startup message goes to stderr as "gpu-planner VERB: ...".
    // `allowShipped` false: the verb changes the catalog, so --shipped-catalog is not one of its options.
    int openStore(CatalogStore& store, const QCommandLineParser& parser, const QString& verb,
                  bool allowShipped = true) const;

private:
    bool openChosen(CatalogStore& store, const QCommandLineParser& parser, bool allowShipped) const;
};

} // namespace CommandSupport
