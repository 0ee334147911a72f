import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layout's boundaries fail `npm run lint`: planted imports, linted as if they were files of the project. */
const eslint = new ESLint();
async function problems(file: string, code: string): Promise<string[]> {
  const [r] = await eslint.lintText(code, { filePath: file });
  return r!.messages.filter((m) => m.ruleId === 'abhyas/boundaries').map((m) => m.message);
}

describe('abhyas/boundaries', () => {
  it('a web feature importing another web feature fails', async () => {
    expect(
      await problems(
        'src/web/features/topic/planted.ts',
        "import { ChatPanel } from '../chat/components/chat-panel';\nexport const x = ChatPanel;\n",
      ),
    ).toEqual(["feature 'topic' must not import feature 'chat' (move what both need to a shared place): '../chat/components/chat-panel'"]);
    expect(
      await problems('src/web/features/topic/planted.ts', "export const x = () => import('@web/features/chat/components/chat-panel');\n"),
    ).toHaveLength(1);
  });

  it('a server feature importing another, and ai/ or library/ importing a feature, fail', async () => {
    expect(
      await problems('src/server/modules/topic/planted.ts', "import { chatTask } from '../chat/ai-tasks';\nexport const x = chatTask;\n"),
    ).toHaveLength(1);
    expect(
      await problems('src/server/ai/planted.ts', "import { chatTask } from '../modules/chat/ai-tasks';\nexport const x = chatTask;\n"),
    ).toHaveLength(1);
    expect(await problems('src/server/library/planted.ts', "export * from '@server/modules/topic/offline';\n")).toHaveLength(1);
  });

  it('shared importing the server or the web, and the web importing the server, fail', async () => {
    expect(await problems('src/shared/planted.ts', "import { buildApp } from '../server/app';\nexport const x = buildApp;\n")).toHaveLength(1);
    expect(await problems('src/web/lib/planted.ts', "import { buildApp } from '@server/app';\nexport const x = buildApp;\n")).toHaveLength(1);
  });

  it('allowed: a feature using its own files, shared contracts, the library and the AI engine; the app shell using features', async () => {
    expect(
      await problems(
        'src/server/modules/topic/planted.ts',
        "import * as library from '@server/library';\nimport { findTopic } from '../../ai/retrieval';\nimport { topicContent } from '@shared/topic';\nimport { buildTopicContent } from './offline';\nexport const x = [library, findTopic, topicContent, buildTopicContent];\n",
      ),
    ).toEqual([]);
    expect(await problems('src/web/app/planted.ts', "export const x = () => import('../features/chat/components/chat-panel');\n")).toEqual([]);
  });
});
