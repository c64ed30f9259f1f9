#pragma once
// Changes the workspace's title, customer, notes or currency (old and new value of all four).
#include <QString>
#include <QUndoCommand>

class Workspace;

class SetMetadataCommand : public QUndoCommand {
public:
    struct Values {
        QString title, customer, notes, currency;
    };
    SetMetadataCommand(Workspace* workspace, Values before, Values after, const QString& text);
    void undo() override;
    void redo() override;

private:
    void apply(const Values& v);
    Workspace* m_workspace;
    Values m_before, m_after;
};
