/** The pop-up's HTML as the editor wrote it; the server sanitised it on save against an allowlist. */
export function PopupHtml({ html }: { html: string }) {
  return <div className="popup-html ql-editor" dangerouslySetInnerHTML={{ __html: html }} />;
}
