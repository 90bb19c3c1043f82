/** The browser tab's title for a screen: React 19 hoists <title> into the document head. */
export function PageTitle({ screen }: { screen: string }) {
  return <title>{`${screen} · Garage Parts Portal`}</title>;
}
