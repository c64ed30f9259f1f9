// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Qt's own texts on the wizards' and dialogs' standard buttons, listed here only so lupdate files them in
// translations/ under Qt's contexts (QWizard, QPlatformTheme): Qt ships no qtbase translation for some
// languages (Hindi among them), and the application's translator is asked for every context, so these
// entries translate the buttons where Qt's catalogue has none. Nothing references this file's symbols.
#include <QtGlobal>

namespace {
[[maybe_unused]] const char* const kQtButtonTexts[] = {
    QT_TRANSLATE_NOOP("QWizard", "< &Back"),         QT_TRANSLATE_NOOP("QWizard", "&Next >"),
    QT_TRANSLATE_NOOP("QWizard", "&Finish"),         QT_TRANSLATE_NOOP("QWizard", "Cancel"),
    QT_TRANSLATE_NOOP("QWizard", "&Help"),           QT_TRANSLATE_NOOP("QWizard", "Commit"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),       QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"), QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),     QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),      QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),   QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),   QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),     QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
};
} // namespace
