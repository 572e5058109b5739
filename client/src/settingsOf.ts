/**
 * Says a document's `uriLint` settings to the server just before its `didOpen` (`uriLint/settingsOf`), as the
 * language client would answer the server's `workspace/configuration` for it. The server then checks the document at
 * once: asked instead, it would wait for this extension host to answer, and while VS Code's Markdown extension works
 * on a large file just opened, that answer comes seconds late (the first squiggles with it). A change of the
 * configuration is still told and asked as before.
 */
import * as vscode from 'vscode';
import { NotificationType, type BaseLanguageClient } from 'vscode-languageclient';
import { SETTINGS_OF_NOTIFICATION, SETTINGS_SECTION, type SettingsOfParams } from '@uri-lint/server/contract';

const settingsOf = new NotificationType<SettingsOfParams>(SETTINGS_OF_NOTIFICATION);

/** Sends `document`'s settings; call it before the document's `didOpen` goes (the two keep their order on the wire). */
export function sendSettingsOf(client: BaseLanguageClient, document: vscode.TextDocument): void {
  const section: unknown = vscode.workspace.getConfiguration(undefined, document.uri).get(SETTINGS_SECTION);
  // A plain copy, as the client's answer to workspace/configuration is (no proxies of the configuration's objects).
  const settings: unknown = section === undefined ? null : JSON.parse(JSON.stringify(section));
  // A server stopping meanwhile asks for the settings when it runs again.
  client.sendNotification(settingsOf, { uri: client.code2ProtocolConverter.asUri(document.uri), settings }).catch(() => undefined);
}
