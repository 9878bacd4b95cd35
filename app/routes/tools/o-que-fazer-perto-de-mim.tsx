import { ComingSoonNotice } from "~/features/tools/components/coming-soon-notice";
import { ToolLayout } from "~/features/tools/tool-layout";
import { toolMeta } from "~/features/tools/tool-meta";

export const meta = () => toolMeta("o-que-fazer-perto-de-mim");

export default function Tool() {
  return (
    <ToolLayout slug="o-que-fazer-perto-de-mim">
      <ComingSoonNotice />
    </ToolLayout>
  );
}
