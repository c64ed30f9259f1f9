// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Shared by the wizard and search-view tests: the shipped catalog (what a user gets), typing into a
// NumberField as a user does, and saving a screenshot when GP_SCREENSHOT_DIR is set (docs/screenshots).
#include "catalog/CatalogStore.h"
#include "wizards/NumberField.h"

#include <QDir>
#include <QLineEdit>
#include <QWidget>
#include <QtTest>

namespace WizardTestSupport {

inline gp::CatalogSnapshot shippedCatalog()
{
    CatalogStore store;
    if (!store.openShipped())
        qFatal("the shipped catalog does not open");
    return store.snapshot();
}

// Select all, then type `text` key by key (textEdited fires as for a user).
inline void type(NumberField* field, const QString& text)
{
    QLineEdit* e = field->edit();
    e->setFocus();
    e->selectAll();
    QTest::keyClick(e, Qt::Key_Backspace);
    QTest::keyClicks(e, text);
}

inline void screenshot(QWidget* w, const QString& name)
{
    const QString dir = qEnvironmentVariable("GP_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QCoreApplication::processEvents();
    w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace WizardTestSupport
