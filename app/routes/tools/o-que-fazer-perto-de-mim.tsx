import { ComingSoonNotice } from "~/features/tools/components/coming-soon-notice";
import { ToolLayout } from "~/features/tools/tool-layout";
import { toolHandle, toolMeta } from "~/features/tools/tool-meta";

export const handle = toolHandle;

export const meta = () => toolMeta("o-que-fazer-perto-de-mim");

export default function Tool() {
  return (
    <ToolLayout slug="o-que-fazer-perto-de-mim">
      <ComingSoonNotice />
    </ToolLayout>
  );
}
