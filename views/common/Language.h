// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The interface language: the translation loaded at start (the saved choice, else the system locale), the
// QLocale set as the default with it (so figures group as the language does: 12,34,567 in hi_IN and en_IN),
// and the choices View > Language offers. The translations are translations/*.ts, compiled into :/i18n.
#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

class Language {
    Q_DECLARE_TR_FUNCTIONS(Language)
public:
    struct Choice {
        QString code; // "" follows the system; else what AppSettings::language() keeps
        QString name; // as the menu shows it: each language in its own script
    };
    static QList<Choice> choices(); // system default, English, Hindi

    // The locale for a choice: "" is `system`'s; "en" is English (in the system's territory when the system
    // speaks English, so en_IN keeps its grouping; else the United States); "hi" is Hindi (India).
    static QLocale localeFor(const QString& code, const QLocale& system = QLocale::system());

    // Makes `locale` the default and installs the application's translation for it and Qt's own (qtbase),
    // each when one exists (English needs none). Replaces what an earlier call installed. True when the
    // application's translation for the locale was found.
    static bool install(const QLocale& locale);
    // Removes the translators install() put in (the default locale stays).
    static void uninstall();
    // The start: install(localeFor(AppSettings::language())).
    static bool installSaved();
};
