// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The set-up the window tests share (views: link gpuplanner_views). Like ShippedTestData.h, each step checks with
// QVERIFY2: call it from initTestCase, where a failure stops the test with its reason.
#include "ShippedTestData.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "common/MessageBoxes.h"

#include <QtTest>

namespace WindowTestSetUp {

// Isolated user state (TestSupport::isolateUserState) and message boxes in test mode: recorded, never shown, so a
// box the window opens cannot block the test.
inline void isolate()
{
    TestSupport::isolateUserState();
    MessageBoxes::setTestMode(true);
}

// The shipped catalog opened in `store`, the catalog a window is given at a first start.
inline void openShipped(CatalogStore& store) { QVERIFY2(store.openShipped(), qPrintable(store.startupMessage())); }

// isolate(), then openShipped(store): how most window tests begin.
inline void start(CatalogStore& store)
{
    isolate();
    openShipped(store);
}

} // namespace WindowTestSetUp
