// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The workspace's only way to show a modal message or ask a question. In test mode nothing is shown:
// questions take queued answers (or their default) and messages are recorded, so GUI tests never block.
// Every box shows its text as plain text (messages quote paths, field names and catalog text).
#include <QMessageBox>
#include <QString>
#include <QStringList>

class MessageBoxes {
public:
    static QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
                                                QMessageBox::StandardButtons buttons,
                                                QMessageBox::StandardButton defaultButton);
    static void warning(QWidget* parent, const QString& title, const QString& text);
    static void information(QWidget* parent, const QString& title, const QString& text);
    static void critical(QWidget* parent, const QString& title, const QString& text);
    // The box the functions above show (plain text), not yet shown; the caller owns it.
    static QMessageBox* create(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text,
                               QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton);

    // Test seam.
    static void setTestMode(bool on);
    static bool testMode();
    static void queueAnswer(QMessageBox::StandardButton answer); // for the next question()
    static QStringList shownMessages();                          // every text shown in test mode
    static void clearShownMessages();
};
