-- The forum's boards are part of the product, not demo content: every database has them (issue 16 §3).
INSERT INTO "forum_boards" ("code", "name", "intro", "sort") VALUES
  ('football', '足球', '联赛、杯赛与国家队，聊聊绿茵场上的一切', 1),
  ('basketball', '篮球', 'NBA 与各路篮球赛事的讨论区', 2),
  ('tips', '竞猜交流', '分享赛前分析与投注心得，理性竞猜', 3)
ON CONFLICT ("code") DO NOTHING;
