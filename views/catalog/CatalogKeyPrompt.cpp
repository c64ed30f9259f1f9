#include "CatalogKeyPrompt.h"

#include "common/MessageBoxes.h"

#include <QInputDialog>
#include <QStringList>

namespace {
QStringList& queued()
{
    static QStringList answers;
    return answers;
}
} // namespace

void CatalogKeyPrompt::setNextAnswer(const QString& key) { queued().append(key); }

QString CatalogKeyPrompt::ask(QWidget* parent, const QString& title, const QString& suggested)
{
    if (!queued().isEmpty())
        return queued().takeFirst();
    if (MessageBoxes::testMode())
        return suggested;
    bool ok = false;
    const QString key = QInputDialog::getText(parent, title,
                                              QObject::tr("Key (lower-case, unique in the table, e.g. %1):")
                                                  .arg(suggested),
                                              QLineEdit::Normal, suggested, &ok);
    return ok ? key.trimmed() : QString();
}
